import type { CampaignResults, RateLift, ResultFigures } from '@msc/shared/model/mailing-results';
import { holdoutLift, type Lift } from '@msc/shared/rules/holdout-lift';
import { matchBack } from '@msc/shared/rules/match-back';
import type { OrderWithItems } from '#orders/index';
import { config } from '#platform/config';
import { holdoutOfOrder } from '#responses/index';
import { newPolicyOf } from './new-policy-feed';
import { newPoliciesOf } from './results-store';

const rateLift = (lift: Lift): RateLift =>
  lift.tooSmall
    ? { tooSmall: true, mailedRate: lift.mailedRate, heldOutRate: lift.heldOutRate }
    : { ...lift };

/**
 * A campaign's lift over its holdout (issue 48), when the line held some recipients out: the mailed
 * households' response and policy rates against the held-out ones'. The held out got no piece, so none
 * answered one; their new policies are found as the mailed ones' are (the match-back, from the campaign's
 * first in-home date).
 */
export async function campaignLift(
  order: OrderWithItems,
  listId: string,
  total: ResultFigures,
  firstInHomeDate: string,
): Promise<CampaignResults['lift']> {
  const held = (await holdoutOfOrder(order.order.agencyId, order.order.orderId)).filter(
    (recipient) => recipient.pieceId === listId,
  );
  if (held.length === 0) return undefined;
  const policies = (await newPoliciesOf(order.order.agencyId)).map(newPolicyOf);
  const households = held.map((recipient) => ({
    ...recipient,
    dropId: 'holdout',
    inHomeDate: firstInHomeDate,
  }));
  const heldPolicies = matchBack(households, policies, [], {
    windowDays: config().ATTRIBUTION_WINDOW_DAYS,
  }).length;
  const mailed = total.piecesMailed;
  return {
    heldOut: held.length,
    responses: rateLift(holdoutLift({ hits: total.responses, of: mailed }, { hits: 0, of: held.length })),
    policies: rateLift(
      holdoutLift({ hits: total.newPolicies, of: mailed }, { hits: heldPolicies, of: held.length }),
    ),
  };
}
