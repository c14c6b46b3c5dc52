import { prospectingTexts, questions } from '@msc/shared/messages';
import { lineOfBusinessPush } from '@msc/shared/rules/analytics';
import { Link, useNavigate } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { track } from '#lib/analytics';
import { links, paths } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';

const LINES = ['Package', 'Auto'] as const;

/**
 * /prospecting/select-promote-prospects (spec 2 §2): the line of business leads to asset selection for
 * prospecting, direct mail, for the agency in effect (an analytics push names the line). Previous goes back, or Home on the prospecting tab.
 */
export default function PromoteProspectsPage() {
  const agency = useCurrentAgency();
  const navigate = useNavigate();
  const previous = () =>
    window.history.length > 1 ? navigate(-1) : navigate(`${paths.home}?tab=prospecting`);
  return (
    <>
      <PageTitle title={prospectingTexts.title} />
      {agency && agency.agencyId > 0 ? (
        <section className="rounded-lg border border-slate-200 bg-white p-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{questions.linesOfBusiness}</h2>
          <div className="mt-6 flex justify-center gap-4">
            {LINES.map((line) => (
              <Link
                key={line}
                to={links.selectProspectingAsset(agency.statId, line)}
                onClick={() => track(lineOfBusinessPush(line))}
                className={`${buttonClasses()} min-w-32`}
              >
                {line === 'Package' ? prospectingTexts.package : prospectingTexts.auto}
              </Link>
            ))}
          </div>
        </section>
      ) : (
        <EmptyState message={prospectingTexts.noAgency} />
      )}
      <div className="mt-6">
        <Button variant="secondary" onClick={previous}>
          {prospectingTexts.previous}
        </Button>
      </div>
    </>
  );
}
