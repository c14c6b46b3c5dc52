import { emptyStates, labels, prospectingTexts } from '@msc/shared/messages';
import { canStartProspecting } from '@msc/shared/rules/agency-eligibility';
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router';
import { GrowthOpportunities } from '#features/opportunities';
import { useCurrentAgency } from '#features/session';
import { links, paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { tabTriggerClasses } from '#ui/tabs';
import { textLinkClasses } from '#ui/text-link';

/** /prospecting (spec 2 §2): how it works, Order now, the two tabs, good to know, a pro tip and resources. */
export default function ProspectingPage() {
  const agency = useCurrentAgency();
  const canOrder = canStartProspecting(agency?.agencyId);
  return (
    <>
      <PageTitle
        title={prospectingTexts.title}
        actions={
          canOrder ? (
            <Link to={links.promoteProspects()} className={buttonClasses()}>
              {labels.orderNow}
            </Link>
          ) : (
            // Spec 2 §4: Order now does nothing without an agency; say why instead of a dead button.
            <span className="text-sm text-slate-600">{prospectingTexts.noAgency}</span>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-6">
          <Panel padding="lg" raised={false}>
            <h2 className="font-semibold text-slate-900">{prospectingTexts.howItWorksTitle}</h2>
            <ol className="mt-3 grid gap-3 sm:grid-cols-2">
              {prospectingTexts.howItWorks.map((step, index) => (
                <li key={step} className="flex gap-3 rounded-md bg-slate-50 p-4 text-sm text-slate-700">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-blue-700 font-semibold text-white">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </Panel>
          <Tabs.Root defaultValue="opportunities" className="rounded-lg border border-slate-200 bg-white p-6">
            <Tabs.List className="flex gap-2 border-b border-slate-200">
              <Tabs.Trigger value="opportunities" className={tabTriggerClasses}>
                {labels.opportunitiesAndCampaigns}
              </Tabs.Trigger>
              <Tabs.Trigger value="practices" className={tabTriggerClasses}>
                {labels.agencyBestPractices}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="opportunities" className="pt-4">
              <GrowthOpportunities emptyMessage={emptyStates.campaigns} />
            </Tabs.Content>
            <Tabs.Content value="practices" className="pt-4">
              <ul className="grid gap-3 sm:grid-cols-2">
                {prospectingTexts.tips.map((tip) => (
                  <li key={tip.title} className="rounded-md bg-slate-50 p-4">
                    <h3 className="font-semibold text-slate-900">{tip.title}</h3>
                    <p className="mt-1 text-sm text-slate-700">{tip.text}</p>
                  </li>
                ))}
              </ul>
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <aside className="space-y-6">
          <Panel padding="lg" raised={false}>
            <h2 className="font-semibold text-slate-900">{labels.goodToKnow}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              {prospectingTexts.goodToKnow.map((item) => (
                <li key={item}>{item}</li>
              ))}
              <li>
                {prospectingTexts.helpCenterLead}{' '}
                <Link className={textLinkClasses} to={paths.helpCenter}>
                  {prospectingTexts.helpCenter}
                </Link>
                .
              </li>
            </ul>
          </Panel>
          <section className="rounded-lg border border-amber-200 bg-amber-50 p-6">
            <h2 className="font-semibold text-amber-900">{prospectingTexts.proTipTitle}</h2>
            <p className="mt-2 text-sm text-amber-900">{prospectingTexts.proTip}</p>
          </section>
          <Panel padding="lg" raised={false}>
            <h2 className="font-semibold text-slate-900">{prospectingTexts.resourcesTitle}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              <li>
                <Link
                  className="text-blue-700 hover:underline"
                  to={`${paths.orderHistory}?programType=prospecting`}
                >
                  {prospectingTexts.prospectingOrders}
                </Link>
              </li>
              <li>
                <Link
                  className="text-blue-700 hover:underline"
                  to={links.productSearch({
                    'active-tab': 'prospecting',
                    'f-program-type': 'prospecting',
                    'f-product-format': 'letter-templates',
                  })}
                >
                  {prospectingTexts.prospectingLetters}
                </Link>
              </li>
            </ul>
          </Panel>
        </aside>
      </div>
    </>
  );
}
