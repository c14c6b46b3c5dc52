import { intentOf } from './payments-intents';
import {
  cents,
  dollars,
  invalid,
  list,
  missing,
  newId,
  now,
  type RefundRecord,
  type ResourceRequest,
  type State,
} from './payments-records';

/** A refund of a captured payment; Stripe counts what was refunded on the charge, not on the intent. */
export function createRefund(state: State, form: Record<string, unknown>) {
  const byCharge = form.charge === undefined ? undefined : String(form.charge);
  const chargeOfRequest = byCharge ? state.charges[byCharge] : undefined;
  if (byCharge && !chargeOfRequest) throw missing('charge', byCharge);
  const intentId = chargeOfRequest?.payment_intent ?? (form.payment_intent as string | undefined);
  if (!intentId)
    throw invalid(
      'One of the following params should be provided for this request: payment_intent or charge.',
    );
  const intent = intentOf(state, String(intentId));
  const charge = intent.latest_charge ? state.charges[intent.latest_charge] : undefined;
  if (!charge || intent.status !== 'succeeded' || !charge.captured)
    throw invalid(
      `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
      'payment_intent',
    );
  const left = charge.amount_captured - charge.amount_refunded;
  if (left <= 0)
    throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  const amount = cents(form.amount, 'amount') ?? left;
  if (amount > left)
    throw invalid(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
      'amount',
    );
  const refund: RefundRecord = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: intent.id,
    reason: (form.reason as string) ?? null,
    status: 'succeeded',
    created: now(),
    metadata: (form.metadata ?? {}) as Record<string, string>,
  };
  state.refunds[refund.id] = refund;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount_captured;
  return refund;
}

/** `/v1/refunds…`; undefined when no route matches. */
export function routeRefunds(state: State, { post, get, id, action, form }: ResourceRequest): unknown {
  if (post && !id) return createRefund(state, form);
  if (get && id && !action) return state.refunds[id] ?? missing('refund', id);
  if (get && !id) {
    const intent = form.payment_intent as string | undefined;
    const charge = form.charge as string | undefined;
    const data = Object.values(state.refunds).filter(
      (refund) => (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
    );
    return list('/v1/refunds', data);
  }
  return undefined;
}
