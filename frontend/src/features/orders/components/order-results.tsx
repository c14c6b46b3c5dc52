import { resultsTexts } from '@msc/shared/messages';
import type { DropResults } from '@msc/shared/model/mailing-results';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { ResultsTable } from './results-table';

/**
 * An order line's results on the order page (issue 48): each drop's pieces, responses, new policies, premium
 * and cost, and a link to the campaign's own results page.
 */
export function OrderLineResults({
  orderId,
  itemId,
  drops,
}: {
  orderId: string;
  itemId: string;
  drops: readonly DropResults[];
}) {
  const ofLine = drops.filter((drop) => drop.itemId === itemId);
  if (ofLine.length === 0) return null;
  return (
    <section className="mt-3 space-y-2" aria-label={resultsTexts.perDrop}>
      <h3 className="text-sm font-semibold text-slate-800">{resultsTexts.perDrop}</h3>
      <ResultsTable caption={resultsTexts.perDrop} drops={ofLine} />
      <Link
        to={links.campaignResults(orderId, itemId)}
        className="text-sm text-blue-700 underline-offset-2 hover:underline"
      >
        {resultsTexts.viewCampaign}
      </Link>
    </section>
  );
}
