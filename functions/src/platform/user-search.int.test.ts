import { beforeAll, describe, expect, it } from 'vitest';
import { handler as adminHandler } from '../admin/handler';
import { handler as impersonationHandler } from '../impersonation/handler';
import { adminUsersFixture } from '../test/admin-users';
import { givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { runAsFunction } from './client-middleware';
import { db } from './db';
import { INDEX_USER_SEARCH, indexUserSearch, unindexUser } from './user-search-index';

const admin = adminUsersFixture('search');
const { CS_ADMIN } = admin;
const adminCall = callerOf(adminHandler);
const impersonationCall = callerOf(impersonationHandler);
/** The job as its own Lambda: its reads and writes are evaluated against its role (infra/aws/grants.ts). */
const runJob = () => runAsFunction(`job:${INDEX_USER_SEARCH}`, () => indexUserSearch());

const userNamesFound = async (term: string, page = 1, pageSize = 25) => {
  const { status, body } = await adminCall(
    CS_ADMIN,
    'GET',
    `/admin/users?term=${encodeURIComponent(term)}&pageNumber=${page}&pageSize=${pageSize}`,
  );
  expect(status).toBe(200);
  return { names: body.results.map((row: { userName: string }) => row.userName), total: body.totalCount };
};

/** A user as the company's directory import writes one: the user item alone, nothing in the index yet. */
const importedUser = (userName: string, firstName: string, lastName: string) =>
  db()
    .entities.user.put({
      userName,
      email: userName,
      firstName,
      lastName,
      roles: ['Agent'],
      primaryRole: 'Agent',
      defaultAgencyId: 0,
      hasChosenAgency: false,
    })
    .go();

beforeAll(async () => {
  await useFreshTable();
  await admin.given();
  await givenUser({ userName: 'olive.owner+east@agents.test', firstName: 'Olive', lastName: 'Owner' });
  await givenUser({ userName: 'oscar@agents.test', firstName: 'Oscar', lastName: "O'Neill-Owens" });
  await givenUser({ userName: 'ada@agents.test', firstName: 'Ada', lastName: 'Oliver' });
  for (let n = 0; n < 30; n++)
    await givenUser({ userName: `smith${n}@agents.test`, firstName: `Sam${n}`, lastName: 'Smith' });
});

describe('the staff user search', () => {
  it('finds a user by the start of any word of the name or the email, every word of the term matching', async () => {
    // By last name: Oliver before Owner.
    expect((await userNamesFound('OLIVE')).names).toEqual([
      'ada@agents.test',
      'olive.owner+east@agents.test',
    ]);
    expect((await userNamesFound('owner olive')).names).toEqual(['olive.owner+east@agents.test']);
    expect((await userNamesFound('east@agents')).names).toEqual(['olive.owner+east@agents.test']);
    expect((await userNamesFound('owens')).names).toEqual(['oscar@agents.test']);
    expect((await userNamesFound('olive.owner+east@agents.test')).names).toEqual([
      'olive.owner+east@agents.test',
    ]);
    // Inside a word is not a start: the index has starts only.
    expect((await userNamesFound('liver')).total).toBe(0);
  });

  it('pages in last-name order with the total of all matches', async () => {
    const first = await userNamesFound('smith', 1, 25);
    const second = await userNamesFound('smith', 2, 25);
    expect(first.total).toBe(30);
    expect(second.total).toBe(30);
    expect(first.names).toHaveLength(25);
    expect(second.names).toHaveLength(5);
    const firstNames = [...first.names, ...second.names].map((name: string) => Number(name.match(/\d+/)![0]));
    // Same last name: by first name (Sam0, Sam1, Sam10…), each user once.
    expect(new Set(firstNames).size).toBe(30);
    expect(firstNames.slice(0, 3)).toEqual([0, 1, 10]);
  });

  it('leaves the staff member searching out of the impersonation search', async () => {
    const { status, body } = await impersonationCall(admin.CSR, 'GET', '/impersonation/users?search=search');
    expect(status).toBe(200);
    const names = body.results.map((row: { userName: string }) => row.userName);
    expect(names.sort()).toEqual([admin.CS_ADMIN, admin.SA].sort());
  });
});

describe('the index-user-search job', () => {
  it('indexes users the directory wrote, and a renamed user under the new name only', async () => {
    await importedUser('quinn@directory.test', 'Quinn', 'Quarry');
    // Not read from the users: until the job has indexed it, the search does not find it.
    expect((await userNamesFound('quarry')).total).toBe(0);

    const run = await runJob();
    expect(run).toMatchObject({ status: 'succeeded', counts: { indexed: 1 } });
    expect((await userNamesFound('quarry')).names).toEqual(['quinn@directory.test']);

    // Renamed in the directory: the import writes the user again.
    await importedUser('quinn@directory.test', 'Quinn', 'Rivers');
    expect((await runJob()).counts.indexed).toBe(1);
    expect((await userNamesFound('quarry')).total).toBe(0);
    expect((await userNamesFound('rivers quinn')).names).toEqual(['quinn@directory.test']);
    // Its email's words were kept, once each.
    expect((await userNamesFound('quinn@')).names).toEqual(['quinn@directory.test']);

    // Up to date: a second run writes nothing.
    expect((await runJob()).counts).toMatchObject({ indexed: 0, users: expect.any(Number) });
  });

  it('lists a user no more once removed from the index', async () => {
    await givenUser({ userName: 'zed@agents.test', firstName: 'Zed', lastName: 'Zulu' });
    expect((await userNamesFound('zulu')).total).toBe(1);
    await unindexUser('zed@agents.test');
    expect((await userNamesFound('zulu')).total).toBe(0);
    const { data } = await db().entities.userSearchWord.query.byWord({ prefix: 'ze' }).go();
    expect(data).toEqual([]);
  });
});
