import { responseTexts } from '@msc/shared/messages';
import { formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { Panel } from '#ui/panel';
import { newResponsesQuery } from '../api/home-queries';

const texts = responseTexts.panel;

/**
 * "New responses" (issue 48): the newest responses to the agency's mailed pieces, who answered, how, on which
 * piece and drop, and when, each with a link to its campaign's results (the order page for a response whose
 * line is unknown). The server picks the agency from the session and the few it shows.
 */
export function NewResponsesPanel() {
  const { data, isPending } = useQuery(newResponsesQuery());
  return (
    <Panel aria-labelledby="new-responses">
      <h2 id="new-responses" className="text-lg font-semibold text-slate-900">
        {texts.title}
      </h2>
      {isPending ? (
        <div aria-hidden="true" className="mt-3 h-16 animate-pulse rounded bg-slate-100" />
      ) : !data || data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{texts.empty}</p>
      ) : (
        <ul className="mt-3 space-y-3" data-testid="new-responses">
          {data.map((response) => (
            <li key={response.id} className="text-sm">
              <p className="font-medium text-slate-900">{response.recipientName}</p>
              <p className="text-slate-700">{texts.kinds[response.kind]}</p>
              <p className="text-xs text-slate-600">
                {response.pieceName} · {texts.drop(response.drop)} · {formatDate(response.at)}
              </p>
              <Link
                to={
                  response.itemId
                    ? links.campaignResults(response.orderId, response.itemId)
                    : links.order(response.orderId)
                }
                className="text-xs font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                {texts.results(response.orderNumber)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
