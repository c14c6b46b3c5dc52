import { now } from '@msc/shared/clock';
import { matchBack } from '@msc/shared/rules/match-back';
import { config } from '#platform/config';
import { directResponsesOf } from './direct-responses';
import { mailedByAgency } from './mailed-households';
import { newPolicyOf } from './new-policy-feed';
import { newPoliciesOf, type PolicyAttributionItem, replaceAttributions } from './results-store';

/**
 * The match-back of each agency: every new policy it has against every household its drops mailed and its
 * recipients' direct responses (shared/src/rules/match-back.ts), each attribution stored as an item, those of
 * policies no longer credited removed. Answers the counts for the job's run record.
 */
export async function runMatchBack(agencyIds: readonly number[]): Promise<Record<string, number>> {
  const windowDays = config().ATTRIBUTION_WINDOW_DAYS;
  const counts = { matched: 0, byResponse: 0, unmatched: 0, unattributed: 0 };
  for (const agencyId of agencyIds) {
    const [{ households }, stored] = await Promise.all([mailedByAgency(agencyId), newPoliciesOf(agencyId)]);
    const responses = await directResponsesOf(agencyId, households);
    const attributions = matchBack(households, stored.map(newPolicyOf), responses, { windowDays });
    const matchedAt = now().toISOString();
    const items: PolicyAttributionItem[] = attributions.map((each) => {
      const [orderId = '', listId = '', drop = '1'] = each.dropId.split('/');
      return {
        agencyId,
        policyNumber: each.policyNumber,
        orderId,
        listId,
        dropNumber: Number(drop),
        recipientId: each.recipientId,
        basis: each.basis,
        writtenDate: each.writtenDate,
        premiumCents: each.premiumCents,
        matchedAt,
      };
    });
    const { removed } = await replaceAttributions(agencyId, items);
    counts.matched += items.length;
    counts.byResponse += items.filter((item) => item.basis === 'response').length;
    counts.unmatched += stored.length - items.length;
    counts.unattributed += removed;
  }
  return counts;
}
