import { randomUUID } from 'node:crypto';
import { countRowsOfOrder } from '@msc/functions/orders/index';
import { findOrderState, saveRecipients } from '@msc/functions/personalization/personalization-store';
import { scheduleDrops } from '@msc/functions/personalization/schedule-drops';
import { personalizationService } from '@msc/functions/personalization/service';
import { db } from '@msc/functions/platform/db';
import { givenAgency, givenProduct, givenUser } from '@msc/functions/test/fixtures';
import { tokenizeCard } from '@msc/functions/test/payment-card';
import { personalizationForm } from '@msc/functions/test/personalization';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { priceForCount } from '@msc/shared/rules/pricing';
import type { LocalCloud } from '../local-cloud';
import { type BenchApi, benchSession, percentile } from './bench-session';

const AGENCY_ID = 990_042;
const PRODUCT_ID = 'bench-letter';
const BUYER = 'bench-big-list@bench.local';
export const BIG_RECIPIENTS = 100_000;
/** Placements of each size (BENCH_BIG_ROUNDS): a 100,000-recipient order's rows take minutes locally. */
const ROUNDS = Number(process.env.BENCH_BIG_ROUNDS ?? 1);
const SMALL_ROUNDS = 5;

/**
 * A cross-sell letter of `count` recipients in the buyer's cart: the state through the API, the list saved
 * by the store (chunked past 400) and scheduled as step 3 does, added by add to cart's own use case (its
 * preflight of 100,000 contacts takes longer than a request may locally).
 */
async function pieceInCart(api: BenchApi, count: number): Promise<void> {
  const state = (await (
    await api('POST', '/api/order-states', {
      productId: PRODUCT_ID,
      statCode: String(AGENCY_ID),
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    })
  ).json()) as { id: string };
  const proof = (await (
    await api('POST', '/api/documents/proofs', { productId: PRODUCT_ID, form: personalizationForm })
  ).json()) as { documentId: string };
  const dropDetails = {
    dropType: DropType.ONE,
    frequency: DropFrequency.NONE,
    numberOfMailings: 1,
    startDate: firstAvailableDropDate(new Date()),
    mailingDetails: [],
  };
  const updated = await api('PUT', `/api/order-states/${state.id}`, {
    personalization: personalizationForm,
    pdfFinalApproval: true,
    acceptTermsAndConditions: true,
    willNotUseMassachusetts: true,
    pageFlexDocumentId: proof.documentId,
    dropDetails,
  });
  if (updated.status !== 200) throw new Error(`big-order bench: step 3 answered ${updated.status}`);
  const record = (await findOrderState(BUYER, state.id))!;
  const contacts = Array.from({ length: count }, (_, index) => ({
    firstName: `First${index}`,
    lastName: `Last${index}`,
    addressLine1: `${index} Main St`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  }));
  await saveRecipients(
    {
      ...record,
      targetCount: count,
      totalPrice: priceForCount(count, record.unitPrice),
      dropDetails: scheduleDrops(dropDetails, {
        targetCount: count,
        unitPrice: record.unitPrice,
        productDataType: 1,
        now: new Date(),
        programType: record.programType,
      }),
    },
    contacts,
  );
  const user = await db().entities.user.get({ userName: BUYER }).go();
  await personalizationService.addToCart({
    ctx: { user: user.data as never, agencyId: AGENCY_ID },
    params: { id: state.id },
  } as never);
}

async function placeTimed(api: BenchApi, cardId: string): Promise<{ orderId: string; ms: number }> {
  const started = performance.now();
  const answer = await api('POST', '/api/orders/place', {
    idempotencyKey: randomUUID(),
    paymentMethodId: cardId,
    email: BUYER,
  });
  const ms = performance.now() - started;
  const body = (await answer.json()) as { succeeded?: boolean; model?: { id: string } };
  if (answer.status !== 200 || !body.succeeded)
    throw new Error(`big-order bench: placing answered ${answer.status}`);
  return { orderId: body.model!.id, ms };
}

const orderOf = async (orderId: string) =>
  (await db().entities.order.get({ userName: BUYER, orderId }).go()).data;

/**
 * Placing a 100,000-recipient piece against a one-recipient piece in the same run (the goal: p50 at most
 * 2x), and how long after the answer its last recipient row is written (the order-recipients workflow).
 */
export async function benchBigOrder(cloud: LocalCloud) {
  await givenAgency({ agencyId: AGENCY_ID });
  await givenProduct({
    productId: PRODUCT_ID,
    name: 'Bench Cross-Sell Letter',
    productFormat: 'Letter Templates',
    isPersonalizable: true,
    unitPrice: 89,
    productDataType: 1,
    isRequireShipping: false,
  });
  await givenUser({ userName: BUYER, defaultAgencyId: AGENCY_ID, hasChosenAgency: true }, [AGENCY_ID]);
  await db()
    .entities.policyholder.put({
      agencyId: AGENCY_ID,
      statCode: String(AGENCY_ID),
      policyNumber: 'B000',
      policyType: 'Auto',
      firstName: 'Bench',
      lastName: 'Holder',
      addressLine1: '1 Bench St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      renewalDate: '2027-02-01',
      crossSellType: 'H',
    })
    .go();
  const api = await benchSession(cloud, BUYER);
  const card = await api('POST', '/api/payment-methods', {
    name: 'Bench Buyer',
    addressLine1: '1 Bench St',
    city: 'Austin',
    state: 'TX',
    isDefault: true,
    providerPaymentMethodId: await tokenizeCard('4242424242424242'),
  });
  const { id: cardId } = (await card.json()) as { id: string };

  const small: number[] = [];
  for (let round = 0; round < SMALL_ROUNDS; round++) {
    await pieceInCart(api, 1);
    small.push((await placeTimed(api, cardId)).ms);
  }
  const big: number[] = [];
  let rowsSeconds = 0;
  let rowsWritten = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await pieceInCart(api, BIG_RECIPIENTS);
    const { orderId, ms } = await placeTimed(api, cardId);
    big.push(ms);
    const answered = performance.now();
    const order = await orderOf(orderId);
    if (order?.paymentStatus !== 'Paid')
      throw new Error(`big-order bench: ${orderId} not Paid at the answer`);
    // The last round's rows, timed from its answer until the workflow marks them written.
    if (round === ROUNDS - 1) {
      while (!(await orderOf(orderId))?.recipientRowsWritten) await new Promise((r) => setTimeout(r, 1000));
      rowsSeconds = Number(((performance.now() - answered) / 1000).toFixed(1));
      rowsWritten = await countRowsOfOrder(BUYER, orderId);
    }
  }
  small.sort((a, b) => a - b);
  big.sort((a, b) => a - b);
  const smallP50 = Math.round(percentile(small, 50));
  const bigP50 = Math.round(percentile(big, 50));
  return {
    name: `place order of a ${BIG_RECIPIENTS.toLocaleString('en-US')}-recipient piece against a one-recipient piece`,
    rounds: { oneRecipient: small.length, big: big.length },
    oneRecipientP50: smallP50,
    bigP50,
    // Goal ≤ 2: the answer waits for the capture, not for the recipients.
    bigOverOneRecipientP50: Number((bigP50 / Math.max(smallP50, 1)).toFixed(2)),
    rowsWritten,
    // From the answer until the order-recipients workflow has written the last row.
    secondsUntilLastRow: rowsSeconds,
  };
}
