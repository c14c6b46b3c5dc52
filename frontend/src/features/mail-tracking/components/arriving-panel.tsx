import { mailVisibilityTexts as texts } from '@msc/shared/messages';
import { formatCount } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';
import { arrivingQuery } from '../api/mail-tracking-queries';

/** How many names the home panel shows before its link to the whole list. */
const SHOWN = 3;

/**
 * The home page's "Arriving in homes this week" (issue 49): how many recipients are getting the agent's
 * mail this week, the first few, and the link to the call list. Hidden while none is.
 */
export function ArrivingPanel() {
  const { data } = useQuery(arrivingQuery(1, 25));
  if (!data || data.totalCount === 0) return null;
  return (
    <Panel aria-labelledby="arriving-this-week">
      <h2 id="arriving-this-week" className="text-lg font-semibold text-slate-900">
        {texts.arrivingTitle}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{texts.arrivingPanelCount(formatCount(data.totalCount))}</p>
      <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="arriving-panel">
        {data.results.slice(0, SHOWN).map((row) => (
          <li key={row.trackingCode}>
            {row.firstName} {row.lastName}
          </li>
        ))}
      </ul>
      <Link
        to={links.arrivingThisWeek()}
        className="mt-3 inline-block text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {texts.arrivingPanelLink}
      </Link>
    </Panel>
  );
}
