import { movingTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { SupportPhone } from '#features/site';
import { links, paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';

/** /retention/moving: how the programme works, the way to the lists and the resource links. */
export default function MovingPage() {
  return (
    <>
      <PageTitle
        title={movingTexts.pageTitle}
        actions={
          <Link to={links.movingList()} className={buttonClasses()}>
            {movingTexts.viewLists}
          </Link>
        }
      />
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <Panel padding="lg" raised={false} className="space-y-4">
          <p className="text-slate-700">{movingTexts.intro}</p>
          <ol className="grid gap-3 sm:grid-cols-2">
            {movingTexts.steps.map((step, index) => (
              <li key={step} className="flex gap-3 rounded-md bg-slate-50 p-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white">
                  {index + 1}
                </span>
                <span className="text-sm text-slate-700">{step}</span>
              </li>
            ))}
          </ol>
        </Panel>
        <Panel as="aside" padding="lg" raised={false}>
          <h2 className="font-semibold text-slate-900">{movingTexts.resources}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link
                className="text-blue-700 hover:underline"
                to={links.productSearch({ 'f-product-search-term': 'check-up' })}
              >
                {movingTexts.checkUpForm}
              </Link>
            </li>
            <li>
              <Link className="text-blue-700 hover:underline" to={paths.insuranceCheckUpPoster}>
                {movingTexts.poster}
              </Link>
            </li>
            <li>
              <Link className="text-blue-700 hover:underline" to={paths.homeInsuranceBrochures}>
                {movingTexts.brochure}
              </Link>
            </li>
          </ul>
          <div className="mt-4 border-t border-slate-200 pt-4">
            <SupportPhone kind="helpDesk" />
          </div>
        </Panel>
      </div>
    </>
  );
}
