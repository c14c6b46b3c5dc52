import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { now, resetClock, setClock } from '@msc/shared/clock';
import { apiErrors, approvalTexts } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as cartHandler } from '#cart/handler';
import { handler as checkoutHandler } from '#checkout/handler';
import { handler as impersonationHandler } from '#impersonation/handler';
import { handler as ordersHandler } from '#orders/handler';
import { runAsFunction } from '#platform/client-middleware';
import { resetConfig } from '#platform/config';
import { db } from '#platform/db';
import type { OutboxEntry } from '#platform/email/outbox';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { localStripe, tokenizeCard } from '../test/payment-card';
import { handler } from './handler';
import { RENEW_APPROVAL_HOLDS_JOB, renewApprovalHolds } from './jobs';

/**
 * Orders awaiting approval (issue 45): the queue, approve (captured), reject (released, the agent told),
 * nobody deciding an order they placed, and a hold about to lapse renewed or the order released.
 */
const approvals = callerOf(handler);
const cart = callerOf(cartHandler);
const checkout = callerOf(checkoutHandler);
const orders = callerOf(ordersHandler);
const impersonation = callerOf(impersonationHandler);

const AGENT = 'approval-agent@test.local';
const APPROVER = 'approval-sa@test.local';
/** An approver who also impersonates agents (the customer-service admin). */
const CS_ADMIN = 'approval-csadmin@test.local';
const AGENCY = 45;

let outbox = '';
const cards: Record<string, string> = {};

async function saveCard(userName: string, options = {}): Promise<string> {
  const { status, body } = await checkout(userName, 'POST', '/payment-methods', {
    name: 'Pat Buyer',
    addressLine1: '1 Main St',
    city: 'Boston',
    state: 'MA',
    isDefault: true,
    providerPaymentMethodId: await tokenizeCard('4242424242424242'),
    ...options,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.id;
}

/** The agent's banner order (it requires approval), placed by `by` (with a session's headers, as the agent). */
async function placeAwaiting(key: string, by = AGENT, headers?: Record<string, string>, card = AGENT) {
  await cart(by, 'POST', '/cart/items', { productId: 'banner', quantity: 1 }, { headers });
  const placed = await checkout(
    by,
    'POST',
    '/orders/place',
    { idempotencyKey: key, paymentMethodId: cards[card], email: card },
    { headers },
  );
  expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ succeeded: true });
  return placed.body.model.id as string;
}

const storedOrder = async (orderId: string, userName = AGENT) =>
  (await db().entities.order.get({ userName, orderId }).go()).data!;
const intentOf = async (orderId: string, userName = AGENT) =>
  localStripe().paymentIntents.retrieve((await storedOrder(orderId, userName)).paymentIntentId!);
const queued = async () => (await approvals(APPROVER, 'GET', '/admin/approvals')).body.results;
const outboxTo = async (to: string): Promise<OutboxEntry[]> =>
  (await readFile(join(outbox, 'index.jsonl'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .filter((entry) => entry.to === to);
const auditOf = async (orderNumber: string) =>
  (
    await db()
      .entities.auditRecord.query.byTarget({ targetUserName: `order:${orderNumber}` })
      .go()
  ).data;

beforeAll(async () => {
  await useFreshTable();
  outbox = await mkdtemp(join(tmpdir(), 'msc-outbox-approvals-'));
  process.env.EMAIL_OUTBOX_DIR = outbox;
  resetConfig();
  await givenAgency({ agencyId: AGENCY });
  await givenProduct({
    productId: 'banner',
    name: 'Banner',
    unitPrice: 4000,
    isRequireShipping: false,
    requiresApproval: true,
  });
  await givenUser({ userName: AGENT, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
  await givenUser({ userName: APPROVER, roles: ['SA'], primaryRole: 'SA', defaultAgencyId: AGENCY }, [
    AGENCY,
  ]);
  await givenUser({
    userName: CS_ADMIN,
    roles: ['CustomerServiceAdmin'],
    primaryRole: 'CustomerServiceAdmin',
  });
  cards[AGENT] = await saveCard(AGENT);
  cards[APPROVER] = await saveCard(APPROVER);
});

afterAll(async () => {
  resetClock();
  await rm(outbox, { recursive: true, force: true });
  delete process.env.EMAIL_OUTBOX_DIR;
  resetConfig();
});

describe('approving an order', () => {
  it('lists it in the queue, then the order proceeds as pending and its hold is captured, on the audit trail', async () => {
    const orderId = await placeAwaiting('approve-1');
    expect(await intentOf(orderId)).toMatchObject({ status: 'requires_capture' });
    expect((await queued()).map((row: { orderId: string }) => row.orderId)).toContain(orderId);

    const approved = await approvals(APPROVER, 'POST', `/admin/approvals/${orderId}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ orderStatusCode: OrderStatusCode.Pending, paymentStatus: 'Paid' });
    expect(await intentOf(orderId)).toMatchObject({ status: 'succeeded', amount_received: 4000 });
    const page = (await orders(AGENT, 'GET', `/orders/${orderId}`)).body;
    expect(page).toMatchObject({ orderStatusCode: 1, amountPaid: 4000, approval: { outcome: 'Approved' } });
    expect((await queued()).map((row: { orderId: string }) => row.orderId)).not.toContain(orderId);
    const [entry] = await auditOf(approved.body.orderNumber);
    expect(entry).toMatchObject({ action: 'order.approve', actorUserName: APPROVER });

    // Decided once: a second decision finds it gone from the queue.
    const again = await approvals(APPROVER, 'POST', `/admin/approvals/${orderId}/reject`, { reason: 'Late' });
    expect(again).toMatchObject({ status: 404, body: { message: apiErrors.approvalAlreadyDecided } });
  });
});

describe('rejecting an order', () => {
  it('needs a reason, then cancels the order, releases its hold and tells the agent by e-mail and on the order page', async () => {
    const orderId = await placeAwaiting('reject-1');
    const blank = await approvals(APPROVER, 'POST', `/admin/approvals/${orderId}/reject`, { reason: '  ' });
    expect(blank.status).toBe(400);

    const reason = 'The banner is not approved for this state.';
    const rejected = await approvals(APPROVER, 'POST', `/admin/approvals/${orderId}/reject`, { reason });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(await intentOf(orderId)).toMatchObject({ status: 'canceled', amount_received: 0 });
    const page = (await orders(AGENT, 'GET', `/orders/${orderId}`)).body;
    expect(page).toMatchObject({
      orderStatusCode: OrderStatusCode.Canceled,
      paymentStatus: 'Released',
      approval: { outcome: 'Rejected', reason },
    });
    expect(page.items.map((item: { status: string }) => item.status)).toEqual(['Canceled']);
    const mail = await outboxTo(AGENT);
    expect(mail.map((entry) => entry.subject)).toContain(
      approvalTexts.emailSubject(rejected.body.orderNumber),
    );
    const [entry] = await auditOf(rejected.body.orderNumber);
    expect(entry).toMatchObject({ action: 'order.reject', actorUserName: APPROVER });
    expect(JSON.parse(entry!.after!)).toMatchObject({ reason, agent: AGENT });
  });
});

describe('who may decide', () => {
  it('refuses an approver their own order, and one they placed while impersonating, and any decision while impersonating', async () => {
    const own = await placeAwaiting('own-order-1', APPROVER, undefined, APPROVER);
    const ownAnswer = await approvals(APPROVER, 'POST', `/admin/approvals/${own}/approve`);
    expect(ownAnswer).toMatchObject({ status: 403, body: { message: apiErrors.approvalOwnOrder } });
    expect((await approvals(CS_ADMIN, 'POST', `/admin/approvals/${own}/approve`)).status).toBe(200);

    const started = await impersonation(CS_ADMIN, 'POST', '/impersonation/sessions', {
      userName: AGENT,
      reason: 'Order by phone',
    });
    expect(started.status).toBe(201);
    const headers = { 'x-session-token': started.body.sessionToken };
    const byStaff = await placeAwaiting('staff-order-1', CS_ADMIN, headers);
    expect((await storedOrder(byStaff)).placedBy).toBe(CS_ADMIN);
    const whileActing = await approvals(CS_ADMIN, 'POST', `/admin/approvals/${byStaff}/approve`, undefined, {
      headers,
    });
    expect(whileActing).toMatchObject({
      status: 403,
      body: { message: apiErrors.approvalWhileImpersonating },
    });
    await impersonation(CS_ADMIN, 'DELETE', '/impersonation/sessions/current', undefined, { headers });
    const placedByMe = await approvals(CS_ADMIN, 'POST', `/admin/approvals/${byStaff}/approve`);
    expect(placedByMe).toMatchObject({ status: 403, body: { message: apiErrors.approvalPlacedByYou } });
    expect((await approvals(AGENT, 'POST', `/admin/approvals/${byStaff}/approve`)).status).toBe(403);
    // Still waiting, its hold untouched: another approver decides it.
    expect(await intentOf(byStaff)).toMatchObject({ status: 'requires_capture' });
    expect((await approvals(APPROVER, 'POST', `/admin/approvals/${byStaff}/approve`)).status).toBe(200);
  });
});

describe('a hold about to lapse', () => {
  const runJob = () => runAsFunction(`job:${RENEW_APPROVAL_HOLDS_JOB}`, () => renewApprovalHolds());

  it('is renewed on the same card, or the order released with its reason when the card is gone', async () => {
    const renewed = await placeAwaiting('lapse-order-1');
    const first = await intentOf(renewed);
    const placedAt = now().getTime();
    setClock(placedAt + 6 * 24 * 3_600_000);
    try {
      expect((await runJob()).counts).toMatchObject({ renewed: 1, released: 0 });
      expect(await localStripe().paymentIntents.retrieve(first.id)).toMatchObject({ status: 'canceled' });
      const second = await intentOf(renewed);
      expect(second).toMatchObject({ status: 'requires_capture', amount: 4000 });
      expect(second.id).not.toBe(first.id);
      const row = (await queued()).find((each: { orderId: string }) => each.orderId === renewed);
      expect(Date.parse(row.authorizationLapsesAt)).toBeGreaterThan(placedAt + 12 * 24 * 3_600_000);

      // The card is removed before the renewed hold lapses in its turn: nothing can hold it, so it is released.
      await db().entities.paymentMethod.delete({ userName: AGENT, paymentMethodId: cards[AGENT]! }).go();
      setClock(placedAt + 12 * 24 * 3_600_000);
      expect((await runJob()).counts).toMatchObject({ renewed: 0, released: 1 });
      const page = (await orders(AGENT, 'GET', `/orders/${renewed}`)).body;
      expect(page).toMatchObject({
        orderStatusCode: OrderStatusCode.Canceled,
        paymentStatus: 'Released',
        approval: { outcome: 'Released', reason: approvalTexts.releasedReason },
      });
      expect(await intentOf(renewed)).toMatchObject({ status: 'canceled' });
      expect((await outboxTo(AGENT)).map((entry) => entry.subject)).toContain(
        approvalTexts.emailReleasedSubject(page.orderNumber),
      );
      expect((await auditOf(page.orderNumber))[0]).toMatchObject({ action: 'order.releaseUnapproved' });
    } finally {
      resetClock();
    }
  });
});
