import { beforeAll, describe, expect, it } from 'vitest';
import { handler as sessionHandler } from '../session/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const sessionCall = callerOf(sessionHandler);

const agent = claimsFor('multi@test.local');
const owner = claimsFor('owner@test.local');
const admin = claimsFor('sa@test.local');
const call = callerOf(handler);
const session = (claims: Record<string, string>) => sessionCall(claims, 'GET', '/session');

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 10, agencyName: 'Alpha Insurance', statId: '1122333' });
  await givenAgency({ agencyId: 11, agencyName: 'Beta Agency', statId: '4455666' });
  await givenAgency({
    agencyId: 20,
    agencyName: 'Owner Master Group',
    statId: '7788000',
    isOwnerMaster: true,
  });
  await givenAgency({
    agencyId: 21,
    agencyName: 'Sub One',
    statId: '7788001',
    ownerMasterId: 20,
    policyHoldersCount: 40,
  });
  await givenAgency({
    agencyId: 22,
    agencyName: 'Sub Two',
    statId: '7788002',
    ownerMasterId: 20,
    policyHoldersCount: 0,
  });
  await givenAgency({ agencyId: 99, agencyName: 'Foreign Agency', statId: '9900000' });
  await givenUser({ userName: 'multi@test.local' }, [10, 11]);
  await givenUser({ userName: 'owner@test.local', defaultAgencyId: 20 }, [20]);
  await givenUser({ userName: 'sa@test.local', roles: ['SA'], primaryRole: 'SA' });
});

describe('agency in effect and the Change Agency modal', () => {
  it('an agent with several agencies and no default starts with agency 0 and the initial-modal facts', async () => {
    const { body } = await session(agent);
    expect(body.agency.agencyId).toBe(0);
    expect(body).toMatchObject({ defaultAgencyId: 0, agencyCount: 2, hasChosenAgency: false });
  });

  it('searches only the agencies the user may act for, by name and by stat code', async () => {
    const all = await call(agent, 'GET', '/agencies');
    expect(all.body.results.map((row: { id: number }) => row.id).sort()).toEqual([10, 11]);
    const byName = await call(agent, 'GET', '/agencies', undefined, { query: { agencyName: 'beta' } });
    expect(byName.body.results.map((row: { id: number }) => row.id)).toEqual([11]);
    const byStat = await call(agent, 'GET', '/agencies', undefined, { query: { statCode: '11-22' } });
    expect(byStat.body.results.map((row: { id: number }) => row.id)).toEqual([10]);
  });

  it('an owner master may act for its sub codes', async () => {
    const { body } = await call(owner, 'GET', '/agencies');
    expect(body.results.map((row: { id: number }) => row.id).sort()).toEqual([20, 21, 22]);
    // The session counts the same agencies from the memberships, without reading them.
    expect((await session(owner)).body.agencyCount).toBe(3);
    const subCodes = await call(owner, 'GET', '/agency/current/sub-codes');
    expect(subCodes.body.results).toEqual([
      { statId: '7788001', agencyName: 'Sub One', policyHoldersCount: 40 },
      { statId: '7788002', agencyName: 'Sub Two', policyHoldersCount: 0 },
    ]);
    const selected = await call(owner, 'PUT', '/agency/current', { agencyId: 21 });
    expect(selected.status).toBe(200);
    await call(owner, 'DELETE', '/agency/current');
  });

  it('selecting from the initial modal makes it the default; Change Agency then Return To My Profile goes back', async () => {
    const initial = await call(agent, 'PUT', '/agency/current', { agencyId: 10, isDefault: true });
    expect(initial.body).toMatchObject({ agencyId: 10, agencyName: 'Alpha Insurance' });
    expect((await session(agent)).body).toMatchObject({
      defaultAgencyId: 10,
      hasChosenAgency: true,
      agency: { agencyId: 10 },
    });

    await call(agent, 'PUT', '/agency/current', { agencyId: 11 });
    expect((await session(agent)).body).toMatchObject({ defaultAgencyId: 10, agency: { agencyId: 11 } });
    const details = (await call(agent, 'GET', '/agency/current/details')).body;
    expect(details.agencyName).toBe('Beta Agency');
    // The spec's names on the wire (agency details), whatever the code calls them.
    expect(details).toMatchObject({ address1: '1 Main St', zip: '98101' });
    expect(details).not.toHaveProperty('addressLine1');

    const back = await call(agent, 'DELETE', '/agency/current');
    expect(back.body.agencyId).toBe(10);
    expect((await session(agent)).body.agency.agencyId).toBe(10);
  });

  it('a foreign agency answers 404 and changes nothing', async () => {
    const { status } = await call(agent, 'PUT', '/agency/current', { agencyId: 99 });
    expect(status).toBe(404);
    expect((await session(agent)).body.agency.agencyId).toBe(10);
    expect((await call(owner, 'PUT', '/agency/current', { agencyId: 11 })).status).toBe(404);
  });

  it('an admin-access role may act for any agency', async () => {
    expect((await call(admin, 'PUT', '/agency/current', { agencyId: 99 })).status).toBe(200);
    expect(
      (await call(admin, 'GET', '/agencies', undefined, { query: { agencyName: 'foreign' } })).body.results,
    ).toHaveLength(1);
  });

  it('rejects an invalid agency id with field errors', async () => {
    const { status, body } = await call(agent, 'PUT', '/agency/current', { agencyId: 'ten' });
    expect(status).toBe(400);
    expect(body.fieldErrors.agencyId).toBeDefined();
  });
});
