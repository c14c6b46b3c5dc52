import { now } from '@msc/shared/clock';
import { retentionPageTexts, retentionTexts } from '@msc/shared/messages';
import { formatDate } from '@msc/shared/rules/formatting';
import { winBackMailDate } from '@msc/shared/rules/win-back';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { agencyDetailsQuery } from '#features/profile';
import { reportGroupsQuery } from '#features/reports';
import { useCurrentAgency } from '#features/session';
import { links, paths } from '#lib/paths';
import { ProgrammePage, programmeLinkClasses } from './programme-page';

const T = retentionPageTexts.winBack;
/** The report the Win Back page links to, found by its name (spec 2 §2). */
const WIN_BACK_REPORT_NAME = 'Win Back Auto Customer List';

/**
 * /retention/win-back (spec 2 §2): the win-back customer list report, letters for the agency's state with
 * the win-back tactic, and the agent's orders; the next mail date from the shared 13th rule.
 */
export default function WinBackPage() {
  const groups = useQuery(reportGroupsQuery());
  const agencyId = useCurrentAgency()?.agencyId ?? 0;
  const details = useQuery({ ...agencyDetailsQuery(agencyId), enabled: agencyId > 0 });
  const report = groups.data
    ?.flatMap((group) => group.reports)
    .find((candidate) => candidate.name === WIN_BACK_REPORT_NAME);
  const state = details.data?.state;
  return (
    <ProgrammePage title={retentionTexts.programmes.winBack} intro={T.intro}>
      <p className="text-sm text-slate-700">{T.nextMailDate(formatDate(winBackMailDate(now())))}</p>
      {report && (
        <Link to={links.reportDetail(report.reportId, report.name)} className={programmeLinkClasses}>
          {T.customerList}
        </Link>
      )}
      <Link
        to={links.productSearch({
          'f-product-tatic': 'win-back',
          ...(state ? { 'f-product-state': state } : {}),
          // The letters ordered from here are win-back orders (spec 2 §1, §4).
          programType: 'WinBack',
        })}
        className={programmeLinkClasses}
      >
        {T.orderLetters}
      </Link>
      <Link to={`${paths.orderHistory}?programType=winback`} className={programmeLinkClasses}>
        {T.orderHistory}
      </Link>
    </ProgrammePage>
  );
}
