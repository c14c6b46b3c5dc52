import { beforeAll, describe, expect, it } from 'vitest';
import { handler as adminHandler } from '../admin/handler';
import { handler as agencyHandler } from '../agency/handler';
import { handler as impersonationHandler } from '../impersonation/handler';
import { adminUsersFixture } from '../test/admin-users';
import { givenAgency, givenUser, userItem } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { runAsFunction } from './client-middleware';
import { db } from './db';
import { INDEX_SEARCH, indexSearch, unindexUser } from './search-indexing-store';

const admin = adminUsersFixture('search');
const { CS_ADMIN } = admin;
const adminCall = callerOf(adminHandler);
const impersonationCall = callerOf(impersonationHandler);
/** The job as its own Lambda: its reads and writes are evaluated against its role (infra/aws/grants.ts). */
const runJob = () => runAsFunction(`job:${INDEX_SEARCH}`, () => indexSearch());
const agencyCall = callerOf(agencyHandler);

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
  db().entities.user.put(userItem({ userName, firstName, lastName })).go();

beforeAll(async () => {
  await useFreshTable();
  await admin.given();
  await givenUser({ userName: 'olive.owner+east@agents.test', firstName: 'Olive', lastName: 'Owner' });
  await givenUser({ userName: 'oscar@agents.test', firstName: 'Oscar', lastName: "O'Neill-Owens" });
  await givenUser({ userName: 'ada@agents.test', firstName: 'Ada', lastName: 'Oliver' });
  for (let n = 0; n < 30; n++)
    await givenUser({ userName: `smith${n}@agents.test`, firstName: `Sam${n}`, lastName: 'Smith' });
});

describe('the staff user search (Admin Center users, Impersonate)', () => {
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

describe('the index-search job', () => {
  it('indexes users the directory wrote, and a renamed user under the new name only', async () => {
    await importedUser('quinn@directory.test', 'Quinn', 'Quarry');
    // Not read from the users: until the job has indexed it, the search does not find it.
    expect((await userNamesFound('quarry')).total).toBe(0);

    const run = await runJob();
    expect(run).toMatchObject({ status: 'succeeded', counts: { usersIndexed: 1, agenciesIndexed: 0 } });
    expect((await userNamesFound('quarry')).names).toEqual(['quinn@directory.test']);

    // Renamed in the directory: the import writes the user again.
    await importedUser('quinn@directory.test', 'Quinn', 'Rivers');
    expect((await runJob()).counts.usersIndexed).toBe(1);
    expect((await userNamesFound('quarry')).total).toBe(0);
    expect((await userNamesFound('rivers quinn')).names).toEqual(['quinn@directory.test']);
    // Its email's words were kept, once each.
    expect((await userNamesFound('quinn@')).names).toEqual(['quinn@directory.test']);

    // Up to date: a second run writes nothing.
    expect((await runJob()).counts).toMatchObject({ usersIndexed: 0, agenciesIndexed: 0 });
  });

  it('lists a user no more once removed from the index', async () => {
    await givenUser({ userName: 'zed@agents.test', firstName: 'Zed', lastName: 'Zulu' });
    expect((await userNamesFound('zulu')).total).toBe(1);
    await unindexUser('zed@agents.test');
    expect((await userNamesFound('zulu')).total).toBe(0);
    const { data } = await db().entities.searchWord.query.byWord({ index: 'users', prefix: 'ze' }).go();
    expect(data).toEqual([]);
  });
});

describe('Change Agency’s search', () => {
  const names = async (who: string, query: string) => {
    const { status, body } = await agencyCall(who, 'GET', `/agencies?${query}`);
    expect(status).toBe(200);
    return body.results.map((row: { agencyName: string }) => row.agencyName);
  };

  beforeAll(async () => {
    await givenAgency({ agencyId: 4101, agencyName: 'Harbor & Sons Insurance', statId: '41-01-0001' });
    await givenAgency({ agencyId: 4102, agencyName: 'Harborview Agency', statId: '41-02-0002' });
    await givenAgency({ agencyId: 4103, agencyName: 'North Sons', statId: '51-03-0003' });
    await givenUser({ userName: 'member@agents.test', firstName: 'Mia', lastName: 'Member' }, [4103]);
  });

  it('finds agencies for staff by the start of a name word and of the stat code, from the index', async () => {
    expect(await names(CS_ADMIN, 'agencyName=harbor')).toEqual([
      'Harbor & Sons Insurance',
      'Harborview Agency',
    ]);
    expect(await names(CS_ADMIN, 'agencyName=sons')).toEqual(['Harbor & Sons Insurance', 'North Sons']);
    expect(await names(CS_ADMIN, 'agencyName=sons&statCode=41-0')).toEqual(['Harbor & Sons Insurance']);
    expect(await names(CS_ADMIN, 'statCode=4102')).toEqual(['Harborview Agency']);
    // A one-letter term has no partition: the agencies by name, filtered, as many as the page holds.
    expect(await names(CS_ADMIN, 'agencyName=h')).toEqual(['Harbor & Sons Insurance', 'Harborview Agency']);
  });

  it('finds an agency the feed wrote once the job has indexed it', async () => {
    await db()
      .entities.agency.put({
        agencyId: 4104,
        agencyName: 'Quayside Partners',
        statId: '41-04-0004',
        isOwnerMaster: false,
        ownerMasterId: 0,
        isLicenseNumberRequired: false,
        addressLine1: '1 Quay St',
        city: 'Seattle',
        state: 'WA',
        postalCode: '98101',
        phone: '2065550100',
        policyHoldersCount: 0,
        companySegment: [],
      })
      .go();
    expect(await names(CS_ADMIN, 'agencyName=quayside')).toEqual([]);
    expect((await runJob()).counts).toMatchObject({ agenciesIndexed: 1 });
    expect(await names(CS_ADMIN, 'agencyName=quayside')).toEqual(['Quayside Partners']);
  });

  it('lists an agent only the agencies they may act for, matched the same way', async () => {
    expect(await names('member@agents.test', 'agencyName=sons')).toEqual(['North Sons']);
    expect(await names('member@agents.test', 'agencyName=harbor')).toEqual([]);
  });
});
