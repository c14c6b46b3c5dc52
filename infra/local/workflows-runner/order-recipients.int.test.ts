import { join } from 'node:path';
import { handler as cartHandler } from '@msc/functions/cart/handler';
import { handler as checkoutHandler } from '@msc/functions/checkout/handler';
import { settleOrders, writeOrderRecipients } from '@msc/functions/checkout/index';
import { handler as documentsHandler } from '@msc/functions/documents/handler';
import { handler as ordersHandler } from '@msc/functions/orders/handler';
import { countRowsOfOrder } from '@msc/functions/orders/index';
import { paymentGateway } from '@msc/functions/payments/payment-gateway';
import { handler as personalizationHandler } from '@msc/functions/personalization/handler';
import { findOrderState, saveRecipients } from '@msc/functions/personalization/personalization-store';
import { scheduleDrops } from '@msc/functions/personalization/schedule-drops';
import { personalizationService } from '@msc/functions/personalization/service';
import { resetConfig } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { givenAgency, givenProduct, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { callerOf, claimsFor } from '@msc/functions/test/invoke';
import { defaultCardOf, localStripe } from '@msc/functions/test/payment-card';
import { crossSellLetter, personalizationForm } from '@msc/functions/test/personalization';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { priceForCount } from '@msc/shared/rules/pricing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '../local-config';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner } from './index';
import { type SfnEndpoint, startSfnEndpoint } from './sfn-endpoint';

/**
 * A capture that cannot be lost: placing an order answers once its payment is captured, and its recipient
 * rows are written after, by the order-recipients state machine (the real .asl.json in aws-local-stepfunctions,
 * started through the SDK by the checkout Lambda); the settle-orders reconciler captures an order left
 * Authorized and writes rows that were never written.
 */
const USER = 'big-list@test.local';
const agent = claimsFor(USER);
const api = (target: typeof checkoutHandler, method: string, path: string, body?: unknown) =>
  callerOf(target)(agent, method, path, body);
const RECIPIENTS = 100_000;
/**
 * DynamoDB Local writes about 375 rows a second on a 2-core machine (measured: 5,000 rows in 13.4 s, the
 * same with 8 or 32 batches at once), so 100,000 rows take some 4.5 minutes: the whole count runs with
 * ORDER_RECIPIENTS_FULL=1; by default the 100,000-recipient order's workflow is started (checked) but its
 * rows are counted on a 5,000-recipient order.
 */
const FULL = process.env.ORDER_RECIPIENTS_FULL === '1';
let endpoint: SfnEndpoint | undefined;
/** The orders whose WriteRecipients task was called; the next one is held (not run) while `holdNext`. */
const started = new Set<string>();
let holdNext = false;

beforeAll(async () => {
  await useFreshTable();
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    retryIntervalMs: 0,
    resolveTask: (stateName, resource, workflow) => {
      const real = resolveWorkflowTask(stateName, resource, workflow);
      if (!real) return undefined;
      return async (input) => {
        const orderId = (input as { order?: { orderId?: string } }).order?.orderId ?? '';
        if (stateName === 'WriteRecipients') {
          started.add(orderId);
          if (holdNext) {
            holdNext = false;
            return { rows: 0 };
          }
        }
        return real(input);
      };
    },
  });
  endpoint = await startSfnEndpoint(runner);
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: USER, defaultAgencyId: 1 }, [1]);
  await db()
    .entities.policyholder.put({
      agencyId: 1,
      statCode: '1000001',
      policyNumber: 'H000',
      policyType: 'Auto',
      firstName: 'First',
      lastName: 'Holder',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      renewalDate: '2027-02-01',
      crossSellType: 'H',
    })
    .go();
  await givenProduct(crossSellLetter);
  await givenProduct({ productId: 'poster', unitPrice: 500, isRequireShipping: false });
}, 30_000);
afterAll(() => endpoint?.stop());

/** A cross-sell letter in the cart mailing `count` recipients (more than a few hundred: chunked by the store). */
async function letterInCart(count: number): Promise<void> {
  const state = (
    await api(personalizationHandler, 'POST', '/order-states', {
      productId: 'letter',
      statCode: '1000001',
      productType: 'Home',
      programType: 'CrossSell',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    })
  ).body;
  await api(personalizationHandler, 'PUT', `/order-states/${state.id}/recipients`, { all: true });
  const proof = await api(documentsHandler, 'POST', '/documents/proofs', {
    productId: 'letter',
    form: personalizationForm,
  });
  const dropDetails = {
    dropType: DropType.MULTIPLE,
    frequency: DropFrequency.BiWeekly,
    numberOfMailings: 2,
    startDate: firstAvailableDropDate(new Date()),
    mailingDetails: [],
  };
  const updated = await api(personalizationHandler, 'PUT', `/order-states/${state.id}`, {
    personalization: personalizationForm,
    pdfFinalApproval: true,
    acceptTermsAndConditions: true,
    willNotUseMassachusetts: true,
    pageFlexDocumentId: proof.body.documentId,
    dropDetails,
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  // The list as an uploaded one of `count` people: saved by the store (chunked), scheduled as step 3 does.
  const record = (await findOrderState(USER, state.id))!;
  const contacts = Array.from({ length: count }, (_, index) => ({
    firstName: `First${index}`,
    lastName: `Last${index}`,
    addressLine1: `${index} Main St`,
    city: 'Austin',
    state: 'TX',
    postalCode: '78701',
  }));
  const now = new Date();
  await saveRecipients(
    {
      ...record,
      targetCount: count,
      totalPrice: priceForCount(count, record.unitPrice),
      dropDetails: scheduleDrops(dropDetails, {
        targetCount: count,
        unitPrice: record.unitPrice,
        productDataType: 1,
        now,
        programType: record.programType,
      }),
    },
    contacts,
  );
  // Add to cart's own use case (its preflight reads all `count` contacts: past the 30 s of a request on
  // DynamoDB Local for 100,000; placing the order is what this test measures).
  const user = await db().entities.user.get({ userName: USER }).go();
  await personalizationService.addToCart({
    ctx: { user: user.data as never, agencyId: 1 },
    params: { id: state.id },
  } as never);
}

let cardId: string;
async function place(key: string) {
  cardId ??= (await api(checkoutHandler, 'POST', '/payment-methods', await defaultCardOf())).body.id;
  const started = performance.now();
  const placed = await api(checkoutHandler, 'POST', '/orders/place', {
    idempotencyKey: key,
    paymentMethodId: cardId,
    email: 'dana@lakeside.test',
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { orderId: placed.body.model.id as string, ms: performance.now() - started };
}

const orderOf = async (orderId: string) =>
  (await db().entities.order.get({ userName: USER, orderId }).go()).data!;

async function rowsWritten(orderId: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await orderOf(orderId);
    if (order.recipientRowsWritten || Date.now() > deadline) return countRowsOfOrder(USER, orderId);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a 100,000-recipient order', () => {
  it('is captured within the request, its rows left to the workflow', async () => {
    await letterInCart(RECIPIENTS);
    holdNext = !FULL;
    const { orderId: placedId, ms } = await place('big-order-key-01');
    // When the request answers, the order is Paid and the card charged; no row is written by then.
    const answered = await orderOf(placedId);
    const rowsAtAnswer = await countRowsOfOrder(USER, placedId);
    expect(answered).toMatchObject({ paymentStatus: 'Paid', amountPaid: RECIPIENTS * 89 });
    const intent = await localStripe().paymentIntents.retrieve(answered.paymentIntentId!);
    expect(intent.status).toBe('succeeded');
    expect(rowsAtAnswer).toBeLessThan(RECIPIENTS);
    expect(started.has(placedId)).toBe(true);
    console.info(`100,000 recipients placed in ${Math.round(ms)} ms; ${rowsAtAnswer} rows at the answer`);
    // The order list says its recipients are still being added (the page reads again until they are).
    const listed = await callerOf(ordersHandler)(agent, 'GET', '/order-detail-rows', undefined, {
      query: { orderNumber: answered.orderNumber },
    });
    expect(listed.body).toMatchObject({ rowsPending: true });
    if (!FULL) return;
    const written = await rowsWritten(placedId, 600_000);
    expect(written).toBe(RECIPIENTS);
  }, 900_000);

  it('has every row written by the workflow after the answer, spread over the shards, read back in order', async () => {
    const count = 5_000;
    await letterInCart(count);
    const { orderId } = await place('rows-order-key-01');
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'Paid' });
    expect(await rowsWritten(orderId, 45_000)).toBe(count);
    const settled = await orderOf(orderId);
    expect(settled.recipientRowsWritten).toBe(true);
    // Settled: out of the reconciler's index.
    expect(settled.settleAfter).toBeUndefined();
    // One partition per shard, none holding more than its share.
    const shard0 = await db()
      .entities.orderDetailRow.query.rowsOfOrder({ userName: USER, orderId, shard: 0 })
      .go({ pages: 'all', attributes: ['rowNumber'] });
    expect(shard0.data).toHaveLength(Math.floor(count / 16));
    // The order list reads the shards back in row order, its drops in their turn.
    const rows = await callerOf(ordersHandler)(agent, 'GET', '/order-detail-rows', undefined, {
      query: { orderNumber: settled.orderNumber, pageSize: '100' },
    });
    expect(rows.body.totalCount).toBe(count);
    expect(rows.body.rowsPending).toBeUndefined();
    expect(rows.body.results.slice(0, 3).map((row: { firstName: string }) => row.firstName)).toEqual([
      'First0',
      'First1',
      'First2',
    ]);
    // A rerun writes the same rows (keyed by order and row number): still one per recipient.
    await writeOrderRecipients({ userName: USER, orderId });
    expect(await countRowsOfOrder(USER, orderId)).toBe(count);
  }, 120_000);
});

describe('the settle-orders reconciler', () => {
  it('captures an order whose capture failed in the request, and writes rows never written', async () => {
    await letterInCart(3);
    // The provider fails the capture once, and the rows' workflow cannot be started.
    const gateway = await paymentGateway();
    const capture = vi.spyOn(gateway, 'capture').mockRejectedValueOnce(new Error('provider unavailable'));
    process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
    resetConfig();
    const { orderId } = await place('left-authorized-key-01');
    process.env.SFN_ENDPOINT = endpoint!.url;
    resetConfig();
    expect(capture).toHaveBeenCalledTimes(1);
    const left = await orderOf(orderId);
    expect(left).toMatchObject({ paymentStatus: 'Authorized', recipientRowsWritten: false });
    expect(await countRowsOfOrder(USER, orderId)).toBe(0);

    // Within its grace the reconciler leaves it to the request and the workflow.
    expect((await settleOrders()).counts.due).toBe(0);
    // Past it, the reconciler captures it and starts its rows again.
    await db()
      .entities.order.patch({ userName: USER, orderId })
      .set({ settleAfter: new Date(Date.now() - 1000).toISOString() })
      .go();
    const run = await settleOrders();
    expect(run.counts).toMatchObject({ due: 1, captured: 1, rowsRestarted: 1, leftAuthorized: 0 });
    const captured = await orderOf(orderId);
    expect(captured).toMatchObject({ paymentStatus: 'Paid', amountPaid: 3 * 89 });
    expect((await localStripe().paymentIntents.retrieve(captured.paymentIntentId!)).status).toBe('succeeded');
    expect(await rowsWritten(orderId, 10_000)).toBe(3);
    // Both done: the next run finds nothing, and the order has left the index.
    await settleOrders();
    expect((await orderOf(orderId)).settleAfter).toBeUndefined();
    expect((await settleOrders()).counts.due).toBe(0);
  }, 60_000);

  it('counts an order it still cannot capture past the limit (the alarm), and looks at it again later', async () => {
    await api(cartHandler, 'POST', '/cart/items', { productId: 'poster', quantity: 1 });
    const gateway = await paymentGateway();
    const capture = vi.spyOn(gateway, 'capture').mockRejectedValue(new Error('provider unavailable'));
    try {
      const { orderId } = await place('left-authorized-key-02');
      const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
      await db()
        .entities.order.put({ ...(await orderOf(orderId)), settleAfter: hourAgo, orderDate: hourAgo })
        .go();
      const run = await settleOrders();
      expect(run.counts).toMatchObject({ due: 1, captured: 0, leftAuthorized: 1, postponed: 1 });
      const order = await orderOf(orderId);
      expect(order.paymentStatus).toBe('Authorized');
      expect(Date.parse(order.settleAfter!)).toBeGreaterThan(Date.now());
    } finally {
      capture.mockRestore();
    }
  });
});
