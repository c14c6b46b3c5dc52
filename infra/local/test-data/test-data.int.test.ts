import { rowCountsOfUser } from '@msc/functions/orders/history-store';
import { writeOrderDetailRows } from '@msc/functions/orders/index';
import { db } from '@msc/functions/platform/db';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshAccount, type FreshAccount } from './fresh-account';
import { createFreshAgency } from './fresh-agency';
import { createFreshExpressOwner } from './fresh-express-owner';

const OWNER = 'owner@demo.local';
const signedIn: FreshAccount[] = [];

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1001, agencyName: 'Kovacek Insurance Group', isOwnerMaster: true });
  await givenUser({ userName: OWNER, firstName: 'Olivia', lastName: 'Owner', defaultAgencyId: 1001 }, [1001]);
  // The demo account's own login: the copy must link its own.
  await db().entities.user.patch({ userName: OWNER }).set({ sub: 'sub-of-the-demo-owner' }).go();
  await db()
    .entities.marketingContact.put({
      userName: OWNER,
      contactId: '01JCONTACT0000000000000001',
      firstName: 'Ann',
      lastName: 'Archer',
      addressLine1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
    })
    .go();
  const opportunity = { agencyId: 1001, masterAgencyId: 1001, statId: '11-22-1001', updated: '2026-11-01' };
  await db()
    .entities.opportunity.put({
      ...opportunity,
      oppType: 'A',
      programType: 'CrossSell',
      titleHtml: 'Auto to Home',
      oppCount: 3,
    })
    .go();
});

/** A paid order of the demo owner at the owner master. */
const orderRecord = (each: {
  orderId: string;
  orderNumber: string;
  agencyId: number;
  orderDate: string;
}) => ({
  ...each,
  userName: OWNER,
  statCode: '11-22-1001',
  agencyName: 'Kovacek Insurance Group',
  orderStatusCode: 100,
  paymentStatus: 'Paid',
  subTotal: 1000,
  total: 1000,
  shipMethodName: 'Ground',
});

describe('a copy of a demo account', () => {
  it('has the demo account’s profile, agencies and contacts under a name of its own, and no login yet', async () => {
    const account = await createFreshAccount(OWNER, async (created) => void signedIn.push(created));

    expect(account.email).toMatch(/^owner\+[a-z0-9]{12}@demo\.local$/);
    expect(signedIn).toEqual([account]);
    const { data: user } = await db().entities.user.get({ userName: account.email }).go();
    expect(user).toMatchObject({ email: account.email, firstName: 'Olivia', defaultAgencyId: 1001 });
    expect(user?.sub).toBeUndefined();
    const { data: memberships } = await db()
      .entities.agencyMembership.query.agenciesOfUser({ userName: account.email })
      .go();
    expect(memberships.map((membership) => membership.agencyId)).toEqual([1001]);
    const { data: contacts } = await db()
      .entities.marketingContact.query.contactById({ userName: account.email })
      .go();
    expect(contacts.map((contact) => contact.lastName)).toEqual(['Archer']);
  });

  it('changes only its own data: deleting its contact leaves the demo account’s', async () => {
    const account = await createFreshAccount(OWNER, async () => {});
    await db()
      .entities.marketingContact.delete({ userName: account.email, contactId: '01JCONTACT0000000000000001' })
      .go();

    const { data: kept } = await db().entities.marketingContact.query.contactById({ userName: OWNER }).go();
    expect(kept).toHaveLength(1);
  });

  it('takes the newest orders of the agency in effect, outside the agency’s order list', async () => {
    const order = {
      orderId: '01JORDER000000000000000001',
      orderNumber: 'MSC-261101-00001',
      agencyId: 1001,
      orderDate: '2026-11-01T12:00:00.000Z',
    };
    // Newer, but of another agency: order history would not show it.
    const elsewhere = {
      orderId: '01JORDER000000000000000002',
      orderNumber: 'MSC-261102-00002',
      agencyId: 9009,
      orderDate: '2026-11-02T12:00:00.000Z',
    };
    await db()
      .entities.order.put([orderRecord(order), orderRecord(elsewhere)])
      .go();
    const account = await createFreshAccount(OWNER, async () => {});

    const { data: copied } = await db().entities.order.query.ordersOfUser({ userName: account.email }).go();
    expect(copied.map((each) => each.orderNumber)).toEqual([order.orderNumber]);
    const { data: ofAgency } = await db().entities.order.query.ordersOfAgency({ agencyId: 1001 }).go();
    expect(ofAgency.map((each) => each.userName)).toEqual([OWNER]);
  });

  it('counts the recipient rows of the orders it copies (the order list’s total)', async () => {
    const orderId = '01JORDER000000000000000003';
    const orderDate = '2026-11-03T12:00:00.000Z';
    await db()
      .entities.order.put(
        orderRecord({ orderId, orderNumber: 'MSC-261103-00003', agencyId: 1001, orderDate }),
      )
      .go();
    await writeOrderDetailRows(
      [1, 2, 3].map((rowNumber) => ({
        userName: OWNER,
        orderId,
        orderNumber: 'MSC-261103-00003',
        rowNumber,
        orderDate,
        listId: 'L-1',
        marketingChannel: 'Direct Mail',
        firstName: 'Ann',
        lastName: `Row${rowNumber}`,
        addressLine1: '1 Main St',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        agencyName: 'Kovacek Insurance Group',
        statId: '11-22-1001',
        productName: 'Letter',
        productNumber: 'AP-8083',
        drop: 1,
        responseCode: 'none',
      })),
    );
    const account = await createFreshAccount(OWNER, async () => {});

    expect(await rowCountsOfUser(account.email)).toEqual(new Map([[1001, 3]]));
  });

  it('is refused for an account that is not a demo account', async () => {
    await expect(createFreshAccount('someone@else.example', async () => {})).rejects.toThrow(
      /No demo account/,
    );
  });
});

describe('a copy of an agency', () => {
  it('has a new id and name, the agency’s opportunities keyed to itself, and the member as its user', async () => {
    const copy = await createFreshAgency(1001, OWNER);

    expect(copy.agencyId).not.toBe(1001);
    expect(copy.agencyName).toMatch(/^Kovacek Insurance Group [A-Z]{4}$/);
    const { data: rows } = await db()
      .entities.opportunity.query.opportunitiesOfAgency({ agencyId: copy.agencyId })
      .go();
    expect(rows.map((row) => [row.oppType, row.masterAgencyId, row.oppCount])).toEqual([
      ['A', copy.agencyId, 3],
    ]);
    const { data: membership } = await db()
      .entities.agencyMembership.get({ userName: OWNER, agencyId: copy.agencyId })
      .go();
    expect(membership?.agencyName).toBe(copy.agencyName);
  });
});

describe('an owner master of its own for the Express Order journeys', () => {
  it('has two new sub codes whose lists hold a duplicate, an incomplete address and a long name, and becomes the member’s default agency', async () => {
    const member = 'express-journey@demo.local';
    for (const [agencyId, statId] of [
      [1101, '1101001'],
      [1102, '1101002'],
    ] as const) {
      await givenAgency({ agencyId, statId, ownerMasterId: 1001, policyHoldersCount: 1 });
      await db()
        .entities.policyholder.put({
          agencyId,
          statCode: statId,
          policyNumber: `${statId}-1`,
          policyType: 'Auto',
          firstName: 'Seed',
          lastName: 'Holder',
          addressLine1: '5 Seed St',
          city: 'Seattle',
          state: 'WA',
          postalCode: '98101',
          renewalDate: '2027-01-15',
        })
        .go();
    }
    await givenUser({ userName: member, defaultAgencyId: 1001 }, [1001]);

    const owner = await createFreshExpressOwner(member);

    const { data: user } = await db().entities.user.get({ userName: member }).go();
    expect(user?.defaultAgencyId).toBe(owner.agencyId);
    const { data: subCodes } = await db()
      .entities.agency.query.subCodesOfOwnerMaster({ ownerMasterId: owner.agencyId })
      .go();
    expect(subCodes.map((subCode) => subCode.statId).sort()).toEqual(
      owner.subCodes.map((subCode) => subCode.statId).sort(),
    );
    const names = [];
    for (const subCode of owner.subCodes) {
      const { data } = await db()
        .entities.policyholder.query.policyholdersOfAgency({ agencyId: subCode.agencyId })
        .go();
      names.push(...data.map((holder) => `${holder.firstName} ${holder.lastName} ${holder.addressLine1}`));
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'Ann Archer 1 Main Street',
        'ANN archer 1 MAIN ST.',
        'Cy Nohouse Main Street',
        'Maximiliano Guadalupe Hernandez-Villalobos de la Cruz 12 North Oak Boulevard',
      ]),
    );
    // The seeded sub codes' books are untouched.
    const { data: seeded } = await db()
      .entities.policyholder.query.policyholdersOfAgency({ agencyId: 1101 })
      .go();
    expect(seeded).toHaveLength(1);
  });
});
