import { now } from '@msc/shared/clock';
import { OrderStatusCode } from '@msc/shared/model/enums';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { recordHoldout, recordResponse } from '#responses/index';
import { putFeedFile } from '#retention/index';
import { handler as reportsHandler } from '../reports/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { useFreshUploadsBucket } from '../test/fresh-uploads-bucket';
import { callerOf, claimsFor } from '../test/invoke';
import { orderRow } from '../test/order-rows';
import { loadNewPolicies } from './load-new-policies';
import { attributionsOfAgency, newPoliciesOf } from './results-store';

const AGENCY = 7481;
const USER = 'results-owner@test.local';
const day = (offset: number) => new Date(now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const today = day(0);

/** An order of one line whose drops mail the given recipients (one row each, on its drop). */
async function givenMailedOrder(
  orderId: string,
  drops: { mailDate: string; to: [string, string, string][] }[],
) {
  const orderDate = now().toISOString();
  await db()
    .entities.order.create({
      userName: USER,
      orderId,
      orderNumber: `R-${orderId}`,
      orderDate,
      agencyId: AGENCY,
      statCode: '4100000',
      agencyName: 'Results Agency',
      orderStatusCode: OrderStatusCode.Pending,
      paymentStatus: 'NotRequired',
      subTotal: 4000,
      total: 4000,
      shipMethodName: 'Mail',
    })
    .go();
  await db()
    .entities.orderItem.create({
      userName: USER,
      orderId,
      itemId: '1',
      agencyId: AGENCY,
      orderDate,
      productId: 'letter',
      itemNumber: 'L-1',
      name: 'Cross-sell Letter',
      unitPrice: 20,
      quantity: 200,
      data: {
        id: `state-${orderId}`,
        isMultiChannel: false,
        channelType: 1,
        includePhoneNumber: false,
        targetCount: 2,
        dropDetails: {
          dropType: 'MULTIPLE',
          frequency: 1,
          numberOfMailings: drops.length,
          startDate: drops[0]!.mailDate,
          mailingDetails: drops.map((drop, index) => ({
            mailDate: drop.mailDate,
            quantity: drop.to.length,
            price: 2000,
            dropNumber: index + 1,
          })),
        },
      },
    })
    .go();
  let rowNumber = 0;
  for (const [index, drop] of drops.entries()) {
    for (const [firstName, lastName, addressLine1] of drop.to) {
      rowNumber += 1;
      await db()
        .entities.orderDetailRow.put(
          orderRow({
            userName: USER,
            orderId,
            orderNumber: `R-${orderId}`,
            rowNumber,
            listId: `state-${orderId}`,
            orderDate,
            mailingDate: drop.mailDate,
            firstName,
            lastName,
            addressLine1,
            // Where the feed's policies live: the household the new policies are matched to.
            city: 'Springfield',
            state: 'IL',
            postalCode: '62701',
            drop: index + 1,
          }),
        )
        .go();
    }
  }
}

const policy = (
  policyNumber: string,
  firstName: string,
  lastName: string,
  address1: string,
  agencyId = AGENCY,
) => ({
  agencyId,
  policyNumber,
  policyType: 'Auto',
  firstName,
  lastName,
  address1,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  writtenDate: today,
  premium: '1234.56',
});

beforeAll(async () => {
  await useFreshTable();
  await useFreshUploadsBucket();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: USER, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
  await givenMailedOrder('o1', [
    { mailDate: day(-60), to: [['Ann', 'Smith', '1 Main St']] },
    { mailDate: day(-30), to: [['Robert', 'Jones', '2 Oak Ave']] },
  ]);
  await givenMailedOrder('o2', [{ mailDate: day(-20), to: [['Ann', 'Smith', '1 Main St']] }]);
});

describe('load-new-policies', () => {
  it('stores the feed’s policies and credits each to the most recent drop that mailed its household', async () => {
    const rows = [
      policy('NP-1', 'ANN', 'SMITH', '1 MAIN STREET'),
      policy('NP-2', 'Bob', 'Jones', '2 Oak Avenue'),
      policy('NP-3', 'Zed', 'Stranger', '9 Nowhere Rd'),
      policy('NP-4', 'Ann', 'Smith', '1 Main St', 999_999),
    ];
    await putFeedFile('newPolicies', today, Papa.unparse(rows));
    const run = await loadNewPolicies();
    expect(run).toMatchObject({ status: 'succeeded' });
    expect(run.counts).toMatchObject({
      rows: 4,
      policies: 3,
      agencies: 1,
      skipped: 1,
      matched: 2,
      unmatched: 1,
    });
    expect(run.errors).toEqual(['line 5: agency 999999 does not exist']);
    expect((await newPoliciesOf(AGENCY)).map((each) => [each.policyNumber, each.premiumCents])).toEqual([
      ['NP-1', 123_456],
      ['NP-2', 123_456],
      ['NP-3', 123_456],
    ]);
    const attributions = await attributionsOfAgency(AGENCY);
    expect(
      attributions.map(({ policyNumber, orderId, dropNumber, recipientId, basis }) => ({
        policyNumber,
        orderId,
        dropNumber,
        recipientId,
        basis,
      })),
    ).toEqual([
      { policyNumber: 'NP-1', orderId: 'o2', dropNumber: 1, recipientId: '1', basis: 'address' },
      { policyNumber: 'NP-2', orderId: 'o1', dropNumber: 2, recipientId: '2', basis: 'address' },
    ]);
    // Nothing new: a skipped run, nothing rewritten.
    expect(await loadNewPolicies()).toMatchObject({ status: 'skipped' });
  });

  it('shows each drop its pieces, policies, premium and cost, to the cent, and the campaign by week', async () => {
    const call = callerOf(reportsHandler);
    const owner = claimsFor(USER);
    const order = await call(owner, 'GET', '/results/orders/o2');
    expect(order.status).toBe(200);
    expect(order.body.drops).toEqual([
      expect.objectContaining({
        itemId: '1',
        dropNumber: 1,
        results: {
          piecesMailed: 1,
          responses: 0,
          newPolicies: 1,
          writtenPremiumCents: 123_456,
          costCents: 2000,
          costPerResponseCents: null,
          costPerPolicyCents: 2000,
          returnPermille: 60_728,
        },
      }),
    ]);
    const campaign = await call(owner, 'GET', '/results/orders/o1/items/1');
    expect(campaign.body.total).toMatchObject({
      piecesMailed: 2,
      newPolicies: 1,
      costCents: 4000,
      costPerPolicyCents: 4000,
    });
    expect(
      campaign.body.timeline.rows.reduce((sum: number, row: { policies: number }) => sum + row.policies, 0),
    ).toBe(1);
    expect((await call(owner, 'GET', '/results/orders/o1/items/9')).status).toBe(404);
    expect((await call(claimsFor('someone-else@test.local'), 'GET', '/results/orders/o1')).status).not.toBe(
      200,
    );
  });

  it('credits a policy to the drop its household answered, over a more recent drop that mailed it', async () => {
    await recordResponse({
      agencyId: AGENCY,
      orderId: 'o1',
      userName: USER,
      orderNumber: 'R-o1',
      drop: 1,
      recipientId: 'ann',
      recipientName: 'Ann Smith',
      pieceName: 'Cross-sell Letter',
      code: 'ABCDEFGH12',
      kind: 'form',
      request: 'call',
      at: new Date(now().getTime() - 40 * 86_400_000).toISOString(),
    });
    expect((await loadNewPolicies({ force: true })).counts).toMatchObject({ matched: 2, byResponse: 1 });
    const ann = (await attributionsOfAgency(AGENCY)).find((each) => each.policyNumber === 'NP-1');
    expect(ann).toMatchObject({ orderId: 'o1', dropNumber: 1, basis: 'response' });
    const order = await callerOf(reportsHandler)(claimsFor(USER), 'GET', '/results/orders/o1');
    expect(
      order.body.drops.map((drop: { results: { responses: number; newPolicies: number } }) => drop.results),
    ).toEqual([
      expect.objectContaining({ responses: 1, newPolicies: 1, costPerResponseCents: 2000 }),
      expect.objectContaining({ responses: 0, newPolicies: 1 }),
    ]);
  });

  it('compares a campaign with its holdout, and says when the groups are too small to tell', async () => {
    const held = {
      agencyId: AGENCY,
      orderId: 'o1',
      pieceId: 'state-o1',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    };
    await recordHoldout([
      { ...held, recipientId: 'h1', firstName: 'Carl', lastName: 'Held', addressLine1: '3 Elm St' },
      { ...held, recipientId: 'h2', firstName: 'Dora', lastName: 'Held', addressLine1: '4 Elm St' },
    ]);
    const campaign = await callerOf(reportsHandler)(claimsFor(USER), 'GET', '/results/orders/o1/items/1');
    expect(campaign.body.lift).toEqual({
      heldOut: 2,
      responses: { tooSmall: true, mailedRate: 0.5, heldOutRate: 0 },
      policies: { tooSmall: true, mailedRate: 1, heldOutRate: 0 },
    });
  });
});
