import { validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const OWNER_MASTER = 410;
const SUB_CODE = 411;
const LICENSED = 420;
const FOREIGN = 430;

const call = callerOf(handler);

async function givenOpportunity(
  agencyId: number,
  statId: string,
  oppType: 'H' | 'A' | 'UR' | 'N',
  oppCount: number,
) {
  await db()
    .entities.opportunity.put({
      agencyId,
      oppType,
      masterAgencyId: agencyId,
      statId,
      programType: oppType === 'N' ? 'Prospecting' : 'CrossSell',
      titleHtml: `<strong>${oppType}</strong>: title`,
      oppCount,
      subCodeOppCount: agencyId === OWNER_MASTER ? 77 : undefined,
      updated: new Date().toISOString(),
    })
    .go();
}

const enrollmentsOf = async (agencyId: number) =>
  (await db().entities.enrollment.query.enrollmentsOfAgency({ agencyId }).go()).data;

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OWNER_MASTER, statId: '1111111', isOwnerMaster: true });
  await givenAgency({ agencyId: SUB_CODE, statId: '1111112', ownerMasterId: OWNER_MASTER });
  await givenAgency({ agencyId: LICENSED, statId: '2222222', isLicenseNumberRequired: true, state: 'CA' });
  await givenAgency({ agencyId: FOREIGN, statId: '3333333' });
  await givenUser({ userName: 'om@test.local', defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenUser({ userName: 'ca@test.local', defaultAgencyId: LICENSED }, [LICENSED]);
  await givenUser({ userName: 'none@test.local' });
  await givenOpportunity(OWNER_MASTER, '1111111', 'H', 40);
  await givenOpportunity(OWNER_MASTER, '1111111', 'A', 0);
  await givenOpportunity(OWNER_MASTER, '1111111', 'N', 900);
  await givenOpportunity(SUB_CODE, '1111112', 'UR', 5);
  await givenOpportunity(LICENSED, '2222222', 'H', 12);
  await givenOpportunity(FOREIGN, '3333333', 'H', 99);
});

describe('growth opportunities', () => {
  it('lists the agency in effect’s rows of the tab, with sub-code counts for an owner master', async () => {
    const crossSell = await call('om@test.local', 'GET', '/opportunities', undefined, {
      query: { tab: 'cross-sell' },
    });
    expect(crossSell.status).toBe(200);
    expect(crossSell.body.isOwnerMaster).toBe(true);
    expect(crossSell.body.results.map((row: { oppType: string }) => row.oppType)).toEqual(['H', 'A']);
    expect(crossSell.body.results[0]).toMatchObject({
      oppCount: 40,
      subCodeOppCount: 77,
      isEnrolled: false,
      agencyCode: '1111111',
    });
    const prospecting = await call('om@test.local', 'GET', '/opportunities', undefined, {
      query: { tab: 'prospecting' },
    });
    expect(prospecting.body.results.map((row: { oppType: string }) => row.oppType)).toEqual(['N']);
  });

  it('answers no rows without an agency in effect', async () => {
    const { status, body } = await call('none@test.local', 'GET', '/opportunities');
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
  });
});

describe('enrollment', () => {
  it('stores the enrollment once: a repeated Enroll succeeds and changes nothing', async () => {
    const first = await call('om@test.local', 'POST', '/opportunities/enroll', {
      statCode: '1111111',
      crossSellType: 'H',
    });
    expect(first).toMatchObject({ status: 200, body: { succeeded: true } });
    const [stored] = await enrollmentsOf(OWNER_MASTER);
    const again = await call('om@test.local', 'POST', '/opportunities/enroll', {
      statCode: '1111111',
      crossSellType: 'H',
    });
    expect(again).toMatchObject({ status: 200, body: { succeeded: true } });
    expect(await enrollmentsOf(OWNER_MASTER)).toEqual([stored]);
    const rows = await call('om@test.local', 'GET', '/opportunities', undefined, {
      query: { filter: 'enrolled' },
    });
    expect(rows.body.results.map((row: { oppType: string }) => row.oppType)).toEqual(['H']);
  });

  it('refuses a list with no opportunities (Enroll is disabled under 1)', async () => {
    const { status } = await call('om@test.local', 'POST', '/opportunities/enroll', {
      statCode: '1111111',
      crossSellType: 'A',
    });
    expect(status).toBe(422);
    expect((await enrollmentsOf(OWNER_MASTER)).map((row) => row.oppType)).toEqual(['H']);
  });

  it('lets an owner master enroll a sub code, and nobody enroll a foreign agency', async () => {
    const sub = await call('om@test.local', 'POST', '/opportunities/enroll', {
      statCode: '1111112',
      crossSellType: 'UR',
    });
    expect(sub.status).toBe(200);
    expect((await enrollmentsOf(SUB_CODE)).map((row) => row.enrolledBy)).toEqual(['om@test.local']);
    const foreign = await call('om@test.local', 'POST', '/opportunities/enroll', {
      statCode: '3333333',
      crossSellType: 'H',
    });
    expect(foreign.status).toBe(404);
    expect(await enrollmentsOf(FOREIGN)).toEqual([]);
  });

  it('requires a license number of at least 7 characters when the agency requires one', async () => {
    const missing = await call('ca@test.local', 'POST', '/opportunities/enroll', {
      statCode: '2222222',
      crossSellType: 'H',
      licenseNumber: '12345',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors.licenseNumber).toEqual([validation.licenseNumberTooShort(7)]);
    expect(await enrollmentsOf(LICENSED)).toEqual([]);
    const ok = await call('ca@test.local', 'POST', '/opportunities/enroll', {
      statCode: '2222222',
      crossSellType: 'H',
      licenseNumber: '0L12345',
    });
    expect(ok.status).toBe(200);
    expect((await enrollmentsOf(LICENSED))[0]).toMatchObject({ licenseNumber: '0L12345', statId: '2222222' });
  });
});
