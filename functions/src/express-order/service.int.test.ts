import { apiErrors, errors, toasts } from '@msc/shared/messages';
import { EXPRESS_SUB_CODES_PER_ORDER } from '@msc/shared/rules/constants';
import { firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as cartHandler } from '../cart/handler';
import { handler as documentsHandler } from '../documents/handler';
import { resetConfig } from '../platform/config';
import {
  COLLEAGUE,
  EMPTY_OWNER,
  givenExpressAgencies,
  OWNER,
  runPipelineByHand,
  STAND_ALONE,
} from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { personalizationForm } from '../test/personalization';
import { handler } from './handler';

const call = callerOf(handler);
const cartCall = callerOf(cartHandler);
const documentsCall = callerOf(documentsHandler);

const start = (who: string, productId = 'express', extra: Record<string, unknown> = {}) =>
  call(who, 'POST', '/express-orders', { productId, ...extra });
const proof = async (who: string) =>
  (await documentsCall(who, 'POST', '/documents/proofs', { productId: 'express', form: personalizationForm }))
    .body.documentId as string;

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  // No state-machine runner here (express-order.int.test.ts in infra runs it): a start that cannot reach
  // Step Functions must leave a failed summary, never a running one forever.
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

describe('express order: who may start (spec 1 §6)', () => {
  it("lists the owner master's sub codes with their policyholder counts, and none for a stand-alone agency", async () => {
    const { body } = await call(OWNER, 'GET', '/express-orders/sub-codes');
    expect(body.results).toEqual([
      { statId: '1020001', agencyName: 'North', policyHoldersCount: 3 },
      { statId: '1020003', agencyName: 'South', policyHoldersCount: 2 },
      { statId: '1020004', agencyName: 'Empty', policyHoldersCount: 0 },
    ]);
    expect((await call(STAND_ALONE, 'GET', '/express-orders/sub-codes')).body.results).toEqual([]);
  });

  it('starts for an owner master on an express product with sub codes that have policyholders', async () => {
    const { status, body } = await start(OWNER, 'express', { statCode: '1020000', oppId: 'opp-1' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      statCode: '1020000',
      productId: 'express',
      unitPrice: 58,
      channelType: 1,
      oppId: 'opp-1',
      orderStates: [],
      subCodesDetails: [],
      pageFlexDocumentIds: [],
      dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, mailingDetails: [] },
    });
  });

  it('refuses a product without express ordering, a stand-alone agency and sub codes without policyholders', async () => {
    for (const refused of [
      await start(OWNER, 'plain-letter'),
      await start(STAND_ALONE),
      await start(EMPTY_OWNER),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(apiErrors.expressOrderNotAllowed);
    }
    expect((await start(OWNER, 'no-such-product')).status).toBe(404);
    // The stat code is the agency in effect's; another one names nothing of the caller's.
    expect((await start(OWNER, 'express', { statCode: '3020000' })).status).toBe(404);
  });

  it('refuses to start while other items are in the cart, with the spec text', async () => {
    expect(
      (await cartCall(OWNER, 'POST', '/cart/items', { productId: 'brochure', quantity: 1 })).status,
    ).toBe(200);
    const refused = await start(OWNER);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'An Express Order cannot be started if other items are already in the cart. Please complete your order in progress and create a separate Express Order.',
    );
    const cart = await cartCall(OWNER, 'GET', '/cart');
    for (const item of cart.body.items) await cartCall(OWNER, 'DELETE', `/cart/items/${item.id}`);
    expect((await start(OWNER)).status).toBe(201);
  });

  it("answers 404 for another user's bulk order state and an unknown id", async () => {
    const { body } = await start(OWNER);
    expect((await call(OWNER, 'GET', `/express-orders/${body.id}`)).status).toBe(200);
    expect((await call(COLLEAGUE, 'GET', `/express-orders/${body.id}`)).status).toBe(404);
    expect(
      (await call(COLLEAGUE, 'PUT', `/express-orders/${body.id}/dependents`, { statCodes: ['1020001'] }))
        .status,
    ).toBe(404);
    expect((await call(OWNER, 'GET', '/express-orders/01J0000000000000000000NONE')).status).toBe(404);
  });
});

describe('express order: the steps', () => {
  it('walks sub codes, same personalization, step 1 return, step 2 rule, step 3 drop, step 4 summary, cart', async () => {
    const { body: started } = await start(OWNER);
    const id = started.id as string;

    // Sub codes: more than one order transaction places is refused before any is looked up.
    const tooMany = await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, {
      statCodes: Array.from({ length: EXPRESS_SUB_CODES_PER_ORDER + 1 }, (_, index) => `10${index}`),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(apiErrors.tooManyExpressSubCodes);
    // Sub codes: one without policyholders or not the agency's is refused.
    expect(
      (await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020004'] })).status,
    ).toBe(422);
    expect(
      (await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['3020001'] })).status,
    ).toBe(404);
    const chosen = await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, {
      statCodes: ['1020001', '1020003'],
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.orderStates.map((child: { statCode: string }) => child.statCode)).toEqual([
      '1020001',
      '1020003',
    ]);
    expect(chosen.body.subCodesDetails).toEqual([
      { statCode: '1020001', selectAllPolicyHolders: true },
      { statCode: '1020003', selectAllPolicyHolders: true },
    ]);

    const same = await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, {
      isSamePersonalization: true,
    });
    expect(same.body.isSamePersonalization).toBe(true);

    // Step 1's return page: the parent window goes to step 2 only when isLastRecord and no currentStep.
    const documentId = await proof(OWNER);
    const back = await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
      DocID: documentId,
      isLastRecord: 'true',
      currentStep: '1',
    });
    expect(back.body.path).toBe(`/expressorder/step-1/${id}`);
    const returned = await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
      DocID: ` ${documentId} ,`,
      isLastRecord: 'true',
    });
    expect(returned.body.path).toBe(`/expressorder/step-2/${id}`);
    expect(returned.body.bulkOrderState.pageFlexDocumentIds).toEqual([documentId]);
    expect(
      returned.body.bulkOrderState.orderStates.map(
        (child: { pageFlexDocumentId: string }) => child.pageFlexDocumentId,
      ),
    ).toEqual([documentId, documentId]);
    // Someone else's document is not stored.
    const foreignDoc = await proof(COLLEAGUE);
    expect((await call(OWNER, 'PUT', `/express-orders/${id}/docid`, { DocID: foreignDoc })).status).toBe(404);

    // Step 2: 'n of total' leaves out the opted-out policyholder; none selected is refused with the spec text.
    const page = await call(OWNER, 'GET', `/express-orders/${id}/sub-codes/1020001/policyholders`);
    expect(page.body).toMatchObject({ eligibleCount: 2, selectedCount: 2, totalCount: 2 });
    const none = await call(OWNER, 'PUT', `/express-orders/${id}/policyholders`, {
      subCodesDetails: [
        { statCode: '1020001', selectAllPolicyHolders: true },
        { statCode: '1020003', selectAllPolicyHolders: false, selectedPolicyNumbers: [] },
      ],
    });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(
      'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.',
    );
    expect(none.body.fieldErrors).toEqual({ '1020003': [errors.policyholderRequiredPerSubCode] });
    const picked = await call(OWNER, 'PUT', `/express-orders/${id}/policyholders`, {
      subCodesDetails: [
        { statCode: '1020001', selectAllPolicyHolders: true },
        { statCode: '1020003', selectAllPolicyHolders: false, selectedPolicyNumbers: ['1020003-2'] },
      ],
    });
    expect(picked.status).toBe(200);
    expect(
      picked.body.orderStates.map((child: { targetCount: number; totalPrice: number }) => [
        child.targetCount,
        child.totalPrice,
      ]),
    ).toEqual([
      [2, 116],
      [1, 58],
    ]);

    // Step 3: One Time Drop only, inside the window.
    const drop = (dropDetails: Record<string, unknown>) =>
      call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
        dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, ...dropDetails },
      });
    expect(
      (
        await drop({
          dropType: 'MULTIPLE',
          numberOfMailings: 2,
          startDate: firstAvailableDropDate(new Date()),
        })
      ).status,
    ).toBe(422);
    const past = await drop({ startDate: '2020-01-06' });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(apiErrors.dropDateOutsideWindow);
    const startDate = firstAvailableDropDate(new Date());
    const dropped = await drop({ startDate });
    expect(dropped.status).toBe(200);
    expect(dropped.body.dropDetails.mailingDetails).toEqual([
      { mailDate: startDate, quantity: 3, price: 174, dropNumber: 1 },
    ]);

    // No runner reachable: the summary says failed, and Add to Cart refuses it.
    const failed = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(failed.body).toMatchObject({
      status: 'failed',
      message: apiErrors.expressSummaryFailed,
      rows: [],
      total: 0,
    });
    const refused = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(apiErrors.expressSummaryFailed);

    // The pipeline's tasks, run in order, make the summary step 4 reads.
    await runPipelineByHand(OWNER, id);
    const summary = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(summary.body).toMatchObject({
      status: 'ready',
      item: { productId: 'express', itemNumber: 'AP-8083', name: 'Auto-to-Home Cross-sell Letter' },
      totalQuantity: 3,
      total: 174,
    });
    expect(
      summary.body.rows.map(
        (row: {
          statCode: string;
          agencyName: string;
          quantity: number;
          price: number;
          proofDocumentId: string;
        }) => [row.statCode, row.agencyName, row.quantity, row.price, row.proofDocumentId],
      ),
    ).toEqual([
      ['1020001', 'North', 2, 116, documentId],
      ['1020003', 'South', 1, 58, documentId],
    ]);
    expect(summary.body.rows[0].proofUrl).toEqual(expect.any(String));

    // Add to Cart: ONE line for the Express Order; then nothing else may join it.
    const added = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(added.status).toBe(200);
    const cart = await cartCall(OWNER, 'GET', '/cart');
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0]).toMatchObject({
      quantity: 3,
      product: { id: 'express', isExpressOrder: true },
      attributes: { BulkOrderState: id },
    });
    const another = await cartCall(OWNER, 'POST', '/cart/items', { productId: 'brochure', quantity: 1 });
    expect(another.status).toBe(409);
    expect(another.body.message).toBe(
      'An Express Order is already in the cart. Please complete the Express Order or remove the item from the cart to proceed.',
    );
    expect(another.body.message).toBe(toasts.expressOrderInCart.message);
    const second = await start(OWNER);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(toasts.expressOrderInCart.message);
    // Adding it again keeps one line.
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    expect((await cartCall(OWNER, 'GET', '/cart')).body.items).toHaveLength(1);

    // A change after the summary: Add to Cart starts the pipeline again and waits for it.
    await call(OWNER, 'PUT', `/express-orders/${id}/policyholders`, {
      subCodesDetails: [{ statCode: '1020003', selectAllPolicyHolders: true }],
    });
    const stale = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(stale.status).toBe(422);
    expect((await call(OWNER, 'GET', `/express-orders/${id}/summary`)).body.status).not.toBe('ready');

    // Reset: every field back to its default.
    const reset = await call(OWNER, 'POST', `/express-orders/${id}/reset`);
    expect(reset.body).toMatchObject({ orderStates: [], subCodesDetails: [], pageFlexDocumentIds: [] });
    expect(reset.body.isSamePersonalization).toBeUndefined();
    expect(reset.body.dropDetails).toEqual({
      dropType: 'ONE',
      frequency: 1,
      numberOfMailings: 1,
      mailingDetails: [],
    });
  });
});

describe('express order: a personalization per sub code (No on the same-personalization question)', () => {
  it('takes one proof per sub code through step 1, goes on to step 2 after the last, and each sub code mails its own', async () => {
    // Earlier tests leave an Express Order in the cart; starting needs it empty.
    const inCart = await cartCall(OWNER, 'GET', '/cart');
    for (const item of inCart.body.items as { id: string }[]) {
      expect((await cartCall(OWNER, 'DELETE', `/cart/items/${item.id}`)).status).toBeLessThan(300);
    }
    const { body: started } = await start(OWNER);
    const id = started.id as string;
    const chosen = await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, {
      statCodes: ['1020001', '1020003'],
    });
    const [north, south] = chosen.body.orderStates as { id: string; statCode: string }[];
    const different = await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, {
      isSamePersonalization: false,
    });
    expect(different.body.isSamePersonalization).toBe(false);

    // Step 1 once per sub code: the return page stays on step 1 until the last sub code's proof.
    const northProof = await proof(OWNER);
    const southProof = await proof(OWNER);
    expect(northProof).not.toBe(southProof);
    const first = await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
      DocID: northProof,
      orderStateId: north!.id,
      isLastRecord: 'false',
    });
    expect(first.status).toBe(200);
    // Back on step 1 for the sub code still to personalize, not the one just returned.
    expect(first.body.path).toBe(`/expressorder/step-1/${id}/${south!.id}`);
    const last = await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
      DocID: southProof,
      orderStateId: south!.id,
      isLastRecord: 'true',
    });
    expect(last.body.path).toBe(`/expressorder/step-2/${id}`);
    expect(
      last.body.bulkOrderState.orderStates.map((child: { statCode: string; pageFlexDocumentId: string }) => [
        child.statCode,
        child.pageFlexDocumentId,
      ]),
    ).toEqual([
      ['1020001', northProof],
      ['1020003', southProof],
    ]);
    // A child order state of another Express Order is not this one's.
    expect(
      (
        await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
          DocID: northProof,
          orderStateId: '01J0000000000000000000NONE',
        })
      ).status,
    ).toBe(404);

    // Step 2 self-selection on one sub code, step 3, then the summary: each row with its own proof.
    const picked = await call(OWNER, 'PUT', `/express-orders/${id}/policyholders`, {
      subCodesDetails: [
        { statCode: '1020001', selectAllPolicyHolders: false, selectedPolicyNumbers: ['1020001-1'] },
        { statCode: '1020003', selectAllPolicyHolders: true },
      ],
    });
    expect(picked.status).toBe(200);
    const startDate = firstAvailableDropDate(new Date());
    const dropped = await call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, {
      dropDetails: { dropType: 'ONE', frequency: 1, numberOfMailings: 1, startDate },
    });
    expect(dropped.status).toBe(200);
    await runPipelineByHand(OWNER, id);
    const summary = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(summary.body.status).toBe('ready');
    expect(
      summary.body.rows.map((row: { statCode: string; quantity: number; proofDocumentId: string }) => [
        row.statCode,
        row.quantity,
        row.proofDocumentId,
      ]),
    ).toEqual([
      ['1020001', 1, northProof],
      ['1020003', 2, southProof],
    ]);
  });
});
