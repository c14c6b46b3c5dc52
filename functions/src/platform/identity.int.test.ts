import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as cartHandler } from '../cart/handler';
import { handler as impersonationHandler } from '../impersonation/handler';
import { handler as sessionHandler } from '../session/handler';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { loadUser, mayActFor } from './authenticate';
import { dynamoClient } from './clients';
import { config } from './config';
import { db } from './db';
import { getMembership, getUser, membershipsOfUser } from './identity-store';

const sessionCall = callerOf(sessionHandler);
const impersonationCall = callerOf(impersonationHandler);
const cartCall = callerOf(cartHandler);

const session = (claims: Record<string, string>, headers: Record<string, string> = {}) =>
  sessionCall(claims, 'GET', '/session', undefined, { headers });

const startAs = async (claims: Record<string, string>, userName: string) =>
  impersonationCall(claims, 'POST', '/impersonation/sessions', { userName, reason: 'Ticket 4711' });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 7, agencyName: 'Seven' });
  await givenAgency({ agencyId: 8, agencyName: 'Eight' });
  await givenUser({ userName: 'linked@test.local', defaultAgencyId: 7 }, [7]);
  await givenUser({ userName: 'csr@test.local', roles: ['CustomerService'], primaryRole: 'CustomerService' });
  await givenUser({
    userName: 'peer@test.local',
    roles: ['CustomerService'],
    primaryRole: 'CustomerService',
  });
  await givenUser({ userName: 'sa@test.local', roles: ['SA'], primaryRole: 'SA' });
  await givenUser({ userName: 'agent@test.local', defaultAgencyId: 7 }, [7]);
  await givenProduct({ productId: 'P-1' });
});

describe('who a request is (ASVS V10.3.3: by sub, not by email)', () => {
  it('links a verified email to its sub once, and then knows the user by sub even if the email changes', async () => {
    const first = await session(claimsFor('linked@test.local', 'sub-linked'));
    expect(first.body.user.userName).toBe('linked@test.local');
    const renamed = await session({ ...claimsFor('someone-else@test.local', 'sub-linked') });
    expect(renamed.status).toBe(200);
    expect(renamed.body.user.userName).toBe('linked@test.local');
  });

  it('refuses another identity that claims an already linked email', async () => {
    const other = await session(claimsFor('linked@test.local', 'sub-intruder'));
    expect(other.status).toBe(403);
  });

  it('refuses an unverified email and a token without sub', async () => {
    await givenUser({ userName: 'fresh@test.local' });
    const unverified = await session({ ...claimsFor('fresh@test.local'), email_verified: 'false' });
    expect(unverified.status).toBe(403);
    const { sub: _sub, ...withoutSub } = claimsFor('fresh@test.local');
    expect((await session(withoutSub)).status).toBe(401);
  });
});

describe('impersonation rank and roles (ASVS V8.2)', () => {
  it('staff cannot impersonate a peer or a higher rank', async () => {
    expect((await startAs(claimsFor('csr@test.local'), 'peer@test.local')).status).toBe(403);
    expect((await startAs(claimsFor('csr@test.local'), 'sa@test.local')).status).toBe(403);
    expect((await startAs(claimsFor('sa@test.local'), 'csr@test.local')).status).toBe(201);
  });

  it("staff routes check the actor's roles while impersonating, never the target's", async () => {
    const started = await startAs(claimsFor('csr@test.local'), 'agent@test.local');
    const headers = { 'x-session-token': started.body.sessionToken };
    // The agent may not search users, but the staff member behind the session may.
    const search = await impersonationCall(
      claimsFor('csr@test.local'),
      'GET',
      '/impersonation/users',
      undefined,
      { query: { search: 'test' }, headers },
    );
    expect(search.status).toBe(200);
  });

  it('a session whose target now ranks as high as the actor stops working', async () => {
    await givenUser({ userName: 'promoted@test.local' });
    const started = await startAs(claimsFor('csr@test.local'), 'promoted@test.local');
    expect(started.status).toBe(201);
    await db()
      .entities.user.patch({ userName: 'promoted@test.local' })
      .set({ roles: ['SA'] })
      .go();
    const asTarget = await session(claimsFor('csr@test.local'), {
      'x-session-token': started.body.sessionToken,
    });
    expect(asTarget.status).toBe(403);
  });
});

describe('audit of impersonated writes (ASVS V16)', () => {
  it('records each write with actor, target, route and outcome, refused ones included', async () => {
    const started = await startAs(claimsFor('csr@test.local'), 'agent@test.local');
    const headers = { 'x-session-token': started.body.sessionToken };
    const add = (productId: string) =>
      cartCall(claimsFor('csr@test.local'), 'POST', '/cart/items', { productId, quantity: 1 }, { headers });
    expect((await add('P-1')).status).toBe(200);
    expect((await add('P-404')).status).toBe(404);
    const { data } = await db()
      .entities.auditRecord.query.byTarget({ targetUserName: 'agent@test.local' })
      .go();
    const writes = data.filter((record) => record.action === 'impersonation.write');
    expect(writes.map(({ actorUserName, route, status }) => ({ actorUserName, route, status }))).toEqual([
      { actorUserName: 'csr@test.local', route: 'POST /api/cart/items', status: 200 },
      { actorUserName: 'csr@test.local', route: 'POST /api/cart/items', status: 404 },
    ]);
  });
});

describe('agency membership, every request (ASVS V8.3.2)', () => {
  it('drops a current agency the user no longer belongs to', async () => {
    await givenUser({ userName: 'moved@test.local', defaultAgencyId: 7, currentAgencyId: 8 }, [7, 8]);
    expect((await session(claimsFor('moved@test.local'))).body.agency.agencyId).toBe(8);
    await db().entities.agencyMembership.delete({ userName: 'moved@test.local', agencyId: 8 }).go();
    expect((await session(claimsFor('moved@test.local'))).body.agency.agencyId).toBe(7);
    await db().entities.agencyMembership.delete({ userName: 'moved@test.local', agencyId: 7 }).go();
    expect((await session(claimsFor('moved@test.local'))).body.agency.agencyId).toBe(0);
  });

  it('follows a change of current agency made elsewhere (the agency last acted for is only a guess)', async () => {
    await givenUser({ userName: 'switch@test.local', defaultAgencyId: 7, currentAgencyId: 8 }, [7, 8]);
    expect((await session(claimsFor('switch@test.local'))).body.agency.agencyId).toBe(8);
    await db().entities.user.patch({ userName: 'switch@test.local' }).set({ currentAgencyId: 7 }).go();
    // The agency read beside the identity was the guess (8): the one shown is the one in effect.
    expect((await session(claimsFor('switch@test.local'))).body.agency).toMatchObject({
      agencyId: 7,
      agencyName: 'Seven',
    });
    await db().entities.user.patch({ userName: 'switch@test.local' }).set({ currentAgencyId: 8 }).go();
    expect((await session(claimsFor('switch@test.local'))).body.agency.agencyId).toBe(8);
  });

  it('shows an admin the agency they act for without being a member of it', async () => {
    await givenUser({ userName: 'admin@test.local', roles: ['SA'], primaryRole: 'SA', currentAgencyId: 8 });
    for (let request = 0; request < 2; request++) {
      expect((await session(claimsFor('admin@test.local'))).body.agency).toMatchObject({
        agencyId: 8,
        agencyName: 'Eight',
      });
    }
  });

  it('shows the agency as the table has it now, read with the identity in one round trip', async () => {
    await givenAgency({ agencyId: 9, agencyName: 'Nine' });
    await givenUser({ userName: 'nine@test.local', defaultAgencyId: 9 }, [9]);
    expect((await session(claimsFor('nine@test.local'))).body.agency.agencyName).toBe('Nine');
    await db().entities.agency.patch({ agencyId: 9 }).set({ agencyName: 'Nine Renamed' }).go();
    expect((await session(claimsFor('nine@test.local'))).body.agency.agencyName).toBe('Nine Renamed');
  });
});

describe('what the identity grant alone can write is no user and no membership', () => {
  /** The most any Lambda's identity grant allows in a user's partition: an update naming the sub link. */
  const bareItem = async (key: Record<string, unknown>, entity: string) =>
    dynamoClient().send(
      new UpdateCommand({
        TableName: config().TABLE_NAME,
        Key: key,
        UpdateExpression: 'SET #sub = :sub, #entity = :entity, #version = :version',
        ExpressionAttributeNames: { '#sub': 'sub', '#entity': '__edb_e__', '#version': '__edb_v__' },
        ExpressionAttributeValues: { ':sub': 'sub-forged', ':entity': entity, ':version': '1' },
      }),
    );

  it('does not let a bare membership item make a member of another agency', async () => {
    const key = db()
      .entities.agencyMembership.get({ userName: 'agent@test.local', agencyId: 8 })
      .params().Key;
    await bareItem(key, 'agencyMembership');
    expect(await getMembership('agent@test.local', 8)).toBeUndefined();
    expect((await membershipsOfUser('agent@test.local')).map(({ agencyId }) => agencyId)).toEqual([7]);
    const agent = (await loadUser('agent@test.local'))!;
    expect(await mayActFor(agent, 8)).toBe(false);
    expect(await mayActFor(agent, 7)).toBe(true);
  });

  it('does not let a bare user item be a user', async () => {
    await bareItem(db().entities.user.get({ userName: 'forged@test.local' }).params().Key, 'user');
    expect(await getUser('forged@test.local')).toBeUndefined();
  });
});
