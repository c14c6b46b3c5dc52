import { upForRenewalWindow } from '@msc/shared/rules/renewal-window';
import { addDays, formatISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const OURS = 7201;
const THEIRS = 7202;
const SUB = 7203;
const owner = claimsFor('renewals-owner@test.local');
const call = callerOf(handler);

const { from } = upForRenewalWindow(new Date());
const day = (offset: number) =>
  formatISO(addDays(new Date(`${from}T12:00:00Z`), offset), { representation: 'date' });

const holder = (agencyId: number, policyNumber: string, extra: Record<string, unknown> = {}) =>
  db()
    .entities.policyholder.put({
      agencyId,
      statCode: String(1000000 + agencyId),
      policyNumber,
      policyType: 'Auto',
      firstName: 'Ann',
      lastName: `Holder ${policyNumber}`,
      addressLine1: '1 Main St',
      city: 'Springfield',
      state: 'IL',
      postalCode: '62701',
      renewalDate: day(30),
      ...extra,
    })
    .go();

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OURS, isOwnerMaster: true });
  await givenAgency({ agencyId: THEIRS });
  await givenAgency({ agencyId: SUB, ownerMasterId: OURS });
  await givenUser({ userName: 'renewals-owner@test.local', defaultAgencyId: OURS, hasChosenAgency: true }, [
    OURS,
  ]);
  await holder(OURS, 'A-REC', { termMonths: 6, recommendedIndicator: true, youngDriverIndicator: true });
  await holder(OURS, 'A-REC-MERIT', { termMonths: 6, recommendedIndicator: true, meritIndicator: true });
  await holder(OURS, 'A-NOT', { termMonths: 6, recommendedIndicator: false });
  await holder(OURS, 'TWELVE', { termMonths: 12, recommendedIndicator: true, renewalDate: day(100) });
  await holder(OURS, 'PAST', { renewalDate: day(-1) });
  await holder(THEIRS, 'B-REC', { termMonths: 6, recommendedIndicator: true });
  await holder(SUB, 'S-REC', { termMonths: 6, recommendedIndicator: true, renewalDate: day(10) });
});

describe('Annual Auto-Convert 6-month To Annual Auto', () => {
  it('lists the recommended 6-month policies of the owner master and its sub codes by default, with the agency label', async () => {
    const { status, body } = await call(owner, 'GET', '/retention/annual-auto');
    expect(status).toBe(200);
    expect(body.agency).toEqual({ statCode: String(1000000 + OURS), isOwnerMaster: true });
    expect(body.rows.map((row: { policyNumber: string }) => row.policyNumber).sort()).toEqual([
      'A-REC',
      'A-REC-MERIT',
      'S-REC',
    ]);
  });

  it('filters on each Yes/No indicator', async () => {
    const notRecommended = await call(owner, 'GET', '/retention/annual-auto', undefined, {
      query: { recommendedIndicator: 'false' },
    });
    expect(notRecommended.body.rows.map((row: { policyNumber: string }) => row.policyNumber)).toEqual([
      'A-NOT',
    ]);
    const merit = await call(owner, 'GET', '/retention/annual-auto', undefined, {
      query: { meritIndicator: 'true' },
    });
    expect(merit.body.rows.map((row: { policyNumber: string }) => row.policyNumber)).toEqual(['A-REC-MERIT']);
    const young = await call(owner, 'GET', '/retention/annual-auto', undefined, {
      query: { youngDriverIndicator: 'false' },
    });
    expect(young.body.rows.map((row: { policyNumber: string }) => row.policyNumber)).toEqual([
      'S-REC',
      'A-REC-MERIT',
    ]);
    expect(
      (await call(owner, 'GET', '/retention/annual-auto', undefined, { query: { meritIndicator: 'maybe' } }))
        .status,
    ).toBe(400);
  });
});

describe('Customers Up For Renewal In The Next 3 Months', () => {
  it('lists the renewals from today to three months ahead, of the agency and its sub codes, by renewal date', async () => {
    const { body } = await call(owner, 'GET', '/retention/up-for-renewal');
    const numbers = body.rows.map((row: { policyNumber: string }) => row.policyNumber);
    // The sub code's policy renews first; another agency's and past renewals are not there.
    expect(numbers).toEqual(['S-REC', 'A-NOT', 'A-REC', 'A-REC-MERIT']);
    expect(body.rows[0]).toMatchObject({ statCode: String(1000000 + SUB) });
    expect(body.rows[1]).toMatchObject({
      statCode: String(1000000 + OURS),
      agencyNumber: String(1000000 + OURS),
    });
  });
});
