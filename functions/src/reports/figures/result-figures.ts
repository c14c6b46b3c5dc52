import { resultsTexts } from '@msc/shared/messages';
import type { DropResults } from '@msc/shared/model/mailing-results';
import type { ReportTotal } from '@msc/shared/model/report-data';
import { totalResults } from '@msc/shared/rules/mailing-results';

/**
 * The agency's closed-loop results as report totals (issue 48), from the same rule as the order page's and
 * the campaign page's cards: responses, new policies, written premium and cost per policy over every drop.
 */
export function resultTotals(drops: readonly DropResults[]): ReportTotal[] {
  if (drops.length === 0) return [];
  const total = totalResults(drops.map((drop) => drop.results));
  const { figures } = resultsTexts;
  return [
    { label: figures.responses, value: total.responses, format: 'count' },
    { label: figures.newPolicies, value: total.newPolicies, format: 'count' },
    { label: figures.writtenPremium, value: total.writtenPremiumCents, format: 'cents' },
    ...(total.costPerPolicyCents === null
      ? []
      : [{ label: figures.costPerPolicy, value: total.costPerPolicyCents, format: 'cents' as const }]),
  ];
}
