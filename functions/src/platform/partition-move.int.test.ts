import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import { dynamoClient } from './clients';
import { config } from './config';
import { db } from './db';
import { movePartitionItems } from './partition-move';

const USER = 'moved@test.local';
const AGENCY = 7;

/** Items as a stack wrote them before their own partition: keyed in the user's or agency's shared one. */
async function putOldItem(item: Record<string, unknown>) {
  await dynamoClient().send(new PutCommand({ TableName: config().TABLE_NAME, Item: item }));
}

beforeAll(async () => {
  await useFreshTable();
  const old = `$msc#username_${USER}`;
  await putOldItem({
    pk: old,
    sk: '$user_1',
    __edb_e__: 'user',
    __edb_v__: '1',
    userName: USER,
    email: USER,
    firstName: 'Mo',
    lastName: 'Ved',
    roles: new Set(['Agent']),
    primaryRole: 'Agent',
    defaultAgencyId: 7,
    hasChosenAgency: true,
  });
  await putOldItem({
    pk: old,
    sk: '$agencymembership_1#agencyid_7',
    __edb_e__: 'agencyMembership',
    __edb_v__: '1',
    userName: USER,
    agencyId: 7,
    agencyName: 'Seven',
    statId: '7000007',
    isOwnerMaster: false,
    gsi1pk: '$msc#agencyid_7',
    gsi1sk: `$agencymembership_1#username_${USER}`,
  });
  // An agency, as ElectroDB puts it today, but under the agency's shared key.
  const { Item: agency } = db()
    .entities.agency.put({
      agencyId: AGENCY,
      agencyName: 'Seven',
      statId: '7000007',
      isOwnerMaster: false,
      ownerMasterId: 3,
      addressLine1: '1 Main St',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
      phone: '2065550100',
    })
    .params() as { Item: Record<string, unknown> };
  await putOldItem({ ...agency, pk: `$msc#agencyid_${AGENCY}` });
  // A cart of the same user and an email of the same agency stay where they are.
  await db().entities.cart.put({ userName: USER, agencyId: AGENCY, cartId: 'C1' }).go();
  await db()
    .entities.agencyEmail.put({
      agencyId: AGENCY,
      emailId: 'E1',
      name: 'Front desk',
      email: 'desk@test.local',
    })
    .go();
});

describe('moving identity items into their own partition', () => {
  it('moves the user and its memberships, which the stores then read, and leaves the rest', async () => {
    expect((await db().entities.user.get({ userName: USER }).go()).data).toBeNull();
    expect(await movePartitionItems('identity')).toBe(2);
    const { data: user } = await db().entities.user.get({ userName: USER }).go();
    expect(user).toMatchObject({ userName: USER, roles: ['Agent'], defaultAgencyId: 7 });
    const { data: memberships } = await db()
      .entities.agencyMembership.query.agenciesOfUser({ userName: USER })
      .go();
    expect(memberships).toEqual([expect.objectContaining({ agencyId: 7, agencyName: 'Seven' })]);
    expect((await db().entities.cart.get({ userName: USER, agencyId: 7 }).go()).data).not.toBeNull();
  });

  it('moves the agency, which the identity store then reads, and leaves the agency’s other items', async () => {
    expect((await db().entities.agency.get({ agencyId: AGENCY }).go()).data).toBeNull();
    expect(await movePartitionItems('agency')).toBe(1);
    const { data: agency } = await db().entities.agency.get({ agencyId: AGENCY }).go();
    expect(agency).toMatchObject({ agencyId: AGENCY, agencyName: 'Seven', ownerMasterId: 3 });
    const { data: subCodes } = await db()
      .entities.agency.query.subCodesOfOwnerMaster({ ownerMasterId: 3 })
      .go();
    expect(subCodes.map(({ agencyId }) => agencyId)).toEqual([AGENCY]);
    const { data: emails } = await db().entities.agencyEmail.query.emailsOfAgency({ agencyId: AGENCY }).go();
    expect(emails.map(({ emailId }) => emailId)).toEqual(['E1']);
  });

  it('finds nothing to move a second time', async () => {
    expect(await movePartitionItems('identity')).toBe(0);
    expect(await movePartitionItems('agency')).toBe(0);
  });
});
