import { apiErrors } from '@msc/shared/messages';
import { standardizeAddress } from '@msc/shared/rules/address-standardization';
import { listCleaningSummary, mailingAddressLine } from '@msc/shared/rules/list-cleaning';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { suppressReturnedAddress } from '#suppression/index';
import { handler as cartHandler } from '../cart/handler';
import { handler as documentsHandler } from '../documents/handler';
import { resetConfig } from '../platform/config';
import {
  givenExpressAgencies,
  OWNER,
  oneDropDetails,
  policyholderItem,
  runPipelineByHand,
} from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { LONG_NAMED_POLICYHOLDERS } from '../test/long-names';
import { personalizationForm } from '../test/personalization';
import { findBulkOrderState } from './express-order-store';
import { handler } from './handler';

const call = callerOf(handler);
const documents = callerOf(documentsHandler);
const cart = callerOf(cartHandler);

/**
 * Sub code 10-20-003 gets, besides its two policyholders: the first of them again under another policy
 * (a duplicate), one without a house number (incomplete), a second person at the second's address (same
 * household). Sub code 10-20-001 keeps its two mailable policyholders and one opt-out.
 */
const EXTRA = [
  { ...policyholderItem(3, '1020003', 1), policyNumber: '1020003-9' },
  { ...policyholderItem(3, '1020003', 8), addressLine1: 'Main St' },
  { ...policyholderItem(3, '1020003', 2), policyNumber: '1020003-7', firstName: 'Housemate' },
];

/** A long-named policyholder (the preflight shortens the name) of sub code 10-20-001. */
const longNamed = { ...policyholderItem(2, '1020001', 5), ...LONG_NAMED_POLICYHOLDERS[2] };

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  await db().entities.policyholder.put(EXTRA).go();
  // No state-machine runner here: the pipeline's tasks run by hand.
  process.env.SFN_ENDPOINT = 'http://127.0.0.1:9';
  resetConfig();
});

/** Two sub codes, one proof, all policyholders (step 2 saved): the bulk order state's id. */
async function twoSubCodesToAll(): Promise<string> {
  const { body } = await call(OWNER, 'POST', '/express-orders', { productId: 'express' });
  const id = body.id as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020001', '1020003'] });
  await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, { isSamePersonalization: true });
  const proof = await documents(OWNER, 'POST', '/documents/proofs', {
    productId: 'express',
    form: personalizationForm,
  });
  await call(OWNER, 'PUT', `/express-orders/${id}/docid`, {
    DocID: proof.body.documentId,
    isLastRecord: 'true',
  });
  const all = await call(OWNER, 'PUT', `/express-orders/${id}/policyholders`, {
    subCodesDetails: [
      { statCode: '1020001', selectAllPolicyHolders: true },
      { statCode: '1020003', selectAllPolicyHolders: true },
    ],
  });
  expect(all.status).toBe(200);
  return id;
}

const dropOn = (id: string) =>
  call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, { dropDetails: oneDropDetails() });

describe('express order: list cleaning before payment', () => {
  it("prices each sub code's cleaned list: duplicates, incomplete addresses and opt-outs are neither counted nor charged", async () => {
    const id = await twoSubCodesToAll();
    const state = (await call(OWNER, 'GET', `/express-orders/${id}`)).body;
    const [north, south] = state.orderStates;
    // 10-20-001: two mailed; the opt-out is counted as removed, never priced.
    expect(north).toMatchObject({ targetCount: 2, totalPrice: 116 });
    expect(north.listCleaning).toMatchObject({ duplicates: 0, incomplete: 0, optedOut: 1, household: 0 });
    // 10-20-003: five chosen, the duplicate and the incomplete address left out: three mailed.
    expect(south).toMatchObject({ targetCount: 3, totalPrice: 174 });
    expect(south.listCleaning).toMatchObject({
      onePerHousehold: false,
      duplicates: 1,
      incomplete: 1,
      household: 0,
      optedOut: 0,
      savedCents: 116,
    });
    expect(south.listCleaning.removed.map((row: { reason: string }) => row.reason).sort()).toEqual([
      'duplicate',
      'incomplete',
    ]);
    expect(listCleaningSummary(south.listCleaning, state.unitPrice)).toBe(
      '2 removed: 1 duplicate, 1 incomplete, 0 opted out — $1.16 saved',
    );

    // Step 3's schedule and step 4's summary (the pipeline's tasks) count the cleaned lists too.
    const dropped = await dropOn(id);
    expect(dropped.body.dropDetails.mailingDetails[0]).toMatchObject({ quantity: 5, price: 290 });
    await runPipelineByHand(OWNER, id);
    const summary = (await call(OWNER, 'GET', `/express-orders/${id}/summary`)).body;
    expect(summary).toMatchObject({ status: 'ready', totalQuantity: 5, total: 290 });
    expect(summary.rows.map((row: { quantity: number; price: number }) => [row.quantity, row.price])).toEqual(
      [
        [2, 116],
        [3, 174],
      ],
    );
  });

  it('one per household cleans every list again, reprices it and prepares the summary again', async () => {
    const id = await twoSubCodesToAll();
    await dropOn(id);
    const chosen = await call(OWNER, 'PUT', `/express-orders/${id}/list-cleaning`, { onePerHousehold: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body.onePerHousehold).toBe(true);
    const south = chosen.body.orderStates[1];
    expect(south).toMatchObject({ targetCount: 2, totalPrice: 116 });
    expect(south.listCleaning).toMatchObject({
      onePerHousehold: true,
      duplicates: 1,
      incomplete: 1,
      household: 1,
    });
    expect(chosen.body.dropDetails.mailingDetails[0]).toMatchObject({ quantity: 4, price: 232 });
    // The summary made before the choice is stale: a new run was started for the new counts.
    await runPipelineByHand(OWNER, id);
    const summary = (await call(OWNER, 'GET', `/express-orders/${id}/summary`)).body;
    expect(summary).toMatchObject({ status: 'ready', totalQuantity: 4, total: 232 });

    const back = await call(OWNER, 'PUT', `/express-orders/${id}/list-cleaning`, { onePerHousehold: false });
    expect(back.body.orderStates[1]).toMatchObject({ targetCount: 3, totalPrice: 174 });
  });

  it('refuses a choice for a state without sub codes, and a body that is not a choice', async () => {
    const { body } = await call(OWNER, 'POST', '/express-orders', { productId: 'express' });
    const empty = await call(OWNER, 'PUT', `/express-orders/${body.id}/list-cleaning`, {
      onePerHousehold: true,
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(apiErrors.noRecipientsChosen);
    const bad = await call(OWNER, 'PUT', `/express-orders/${body.id}/list-cleaning`, {
      onePerHousehold: 'yes',
    });
    expect(bad.status).toBe(400);
  });
});

describe('express order: recipient preflight before Add to Cart', () => {
  it('finds nothing to acknowledge when every name fits, and Add to Cart goes on', async () => {
    const id = await twoSubCodesToAll();
    const { status, body } = await call(OWNER, 'POST', `/express-orders/${id}/preflight`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ recipientCount: 5, issues: [], signature: '', acknowledged: true });
    expect(body.proof).toBeUndefined();
    await dropOn(id);
    await runPipelineByHand(OWNER, id);
    expect((await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`)).status).toBe(200);
    // The cart holds this Express Order now: the next test starts from an empty cart.
    for (const item of (await cart(OWNER, 'GET', '/cart')).body.items) {
      await cart(OWNER, 'DELETE', `/cart/items/${item.id}`);
    }
  });

  it("measures every sub code's recipients and refuses Add to Cart (400) until the agent acknowledges the issues", async () => {
    await db().entities.policyholder.put([longNamed]).go();
    const id = await twoSubCodesToAll();
    await dropOn(id);
    await runPipelineByHand(OWNER, id);

    const { body: preflight } = await call(OWNER, 'POST', `/express-orders/${id}/preflight`);
    expect(preflight.recipientCount).toBe(6);
    const names = preflight.issues.find((issue: { field: string }) => issue.field === 'name');
    expect(names).toMatchObject({ kind: 'shortened', count: 1 });
    expect(names.recipients).toEqual([`${longNamed.firstName} ${longNamed.lastName}`]);
    const worstName = preflight.worstCases.find((worst: { field: string }) => worst.field === 'name');
    expect(worstName.recipientName).toBe(`${longNamed.firstName} ${longNamed.lastName}`);
    expect(preflight.acknowledged).toBe(false);

    const refused = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(apiErrors.preflightNotAcknowledged);

    // An acknowledgement of other issues is refused and not stored.
    const wrong = await call(OWNER, 'PUT', `/express-orders/${id}/preflight-acknowledgement`, {
      preflightAcknowledgement: 'f'.repeat(32),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(apiErrors.preflightChanged);
    expect((await findBulkOrderState(OWNER, id))?.preflightAcknowledgement).toBeUndefined();

    const acknowledged = await call(OWNER, 'PUT', `/express-orders/${id}/preflight-acknowledgement`, {
      preflightAcknowledgement: preflight.signature,
    });
    expect(acknowledged.status).toBe(200);
    expect((await call(OWNER, 'POST', `/express-orders/${id}/preflight`)).body.acknowledged).toBe(true);
    const added = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
    expect(added.status).toBe(200);
    expect(added.body.bulkOrderStateId).toBe(id);
  });
});

describe('express order: returned mail (issue 49)', () => {
  // Last in the file: the suppression stays for every list after it.
  it("leaves a returned address out of a sub code's list and counts it with the reason", async () => {
    // The preflight's Express Order waits in the cart: a new one starts from an empty cart.
    for (const item of (await cart(OWNER, 'GET', '/cart')).body.items) {
      await cart(OWNER, 'DELETE', `/cart/items/${item.id}`);
    }
    // The post office returned mail sent to 10-20-003's second policyholder (the housemate lives there too).
    const returned = standardizeAddress(policyholderItem(3, '1020003', 2));
    await suppressReturnedAddress(mailingAddressLine(returned), returned.postalCode);
    const id = await twoSubCodesToAll();
    const state = (await call(OWNER, 'GET', `/express-orders/${id}`)).body;
    const south = state.orderStates[1];
    expect(south).toMatchObject({ targetCount: 1, totalPrice: 58 });
    expect(south.listCleaning).toMatchObject({ duplicates: 1, incomplete: 1, returnedMail: 2 });
    expect(
      south.listCleaning.removed.filter((row: { reason: string }) => row.reason === 'returned-mail'),
    ).toHaveLength(2);
    expect(listCleaningSummary(south.listCleaning, state.unitPrice)).toBe(
      '4 removed: 1 duplicate, 1 incomplete, 0 opted out, 2 returned mail — $2.32 saved',
    );
  });
});
