import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import { dynamoClient } from './clients';
import { config } from './config';
import { db } from './db';
import { moveIdentityItems } from './identity-partition-move';

const USER = 'moved@test.local';

/** Items as a stack wrote them before the identity partition: keyed in the user's shared partition. */
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
  // A cart of the same user stays where it is.
  await db().entities.cart.put({ userName: USER, agencyId: 7, cartId: 'C1' }).go();
});

describe('moving identity items into their own partition', () => {
  it('moves the user and its memberships, which the stores then read, and leaves the rest', async () => {
    expect((await db().entities.user.get({ userName: USER }).go()).data).toBeNull();
    expect(await moveIdentityItems()).toBe(2);
    const { data: user } = await db().entities.user.get({ userName: USER }).go();
    expect(user).toMatchObject({ userName: USER, roles: ['Agent'], defaultAgencyId: 7 });
    const { data: memberships } = await db()
      .entities.agencyMembership.query.agenciesOfUser({ userName: USER })
      .go();
    expect(memberships).toEqual([expect.objectContaining({ agencyId: 7, agencyName: 'Seven' })]);
    expect((await db().entities.cart.get({ userName: USER, agencyId: 7 }).go()).data).not.toBeNull();
  });

  it('finds nothing to move a second time', async () => {
    expect(await moveIdentityItems()).toBe(0);
  });
});
