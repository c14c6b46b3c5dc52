import { describe, expect, it } from 'vitest';
import { type DirectResponse, type MailedHousehold, matchBack, type NewPolicy } from './match-back';
import { matchBackFixture } from './match-back-fixture';

const home = { addressLine1: '12 North Main Street', city: 'Springfield', state: 'IL', postalCode: '62701' };
const mailedBy = (
  dropId: string,
  inHomeDate: string,
  over: Partial<MailedHousehold> = {},
): MailedHousehold => ({
  dropId,
  recipientId: `${dropId}-r1`,
  inHomeDate,
  firstName: 'Robert',
  lastName: 'Smith',
  ...home,
  ...over,
});
const policy = (over: Partial<NewPolicy> = {}): NewPolicy => ({
  policyNumber: 'P1',
  firstName: 'Bob',
  lastName: 'SMITH JR.',
  addressLine1: '12 N MAIN ST',
  city: 'Springfield',
  state: 'Illinois',
  postalCode: '62701-1234',
  writtenDate: '2026-06-20',
  premiumCents: 123_456,
  ...over,
});

describe('matchBack', () => {
  it('credits a policy to the household mailed at its standardized address under a variant of its name', () => {
    expect(matchBack([mailedBy('d1', '2026-06-01')], [policy()], [])).toEqual([
      {
        policyNumber: 'P1',
        dropId: 'd1',
        recipientId: 'd1-r1',
        basis: 'address',
        writtenDate: '2026-06-20',
        premiumCents: 123_456,
      },
    ]);
  });

  it('credits nothing to another family at the address, nor outside the window', () => {
    const mailed = [mailedBy('d1', '2026-06-01')];
    expect(matchBack(mailed, [policy({ lastName: 'Ortega' })], [])).toEqual([]);
    expect(matchBack(mailed, [policy({ writtenDate: '2026-08-31' })], [])).toHaveLength(0);
    expect(matchBack(mailed, [policy({ writtenDate: '2026-08-30' })], [])).toHaveLength(1);
    expect(matchBack(mailed, [policy({ writtenDate: '2026-08-31' })], [], { windowDays: 91 })).toHaveLength(
      1,
    );
    expect(matchBack(mailed, [policy({ writtenDate: '2026-05-31' })], [])).toHaveLength(0);
  });

  it('follows a household that moved through the address it left', () => {
    const moved = policy({ addressLine1: '9 Oak Ave', postalCode: '62702', priorAddress: home });
    expect(matchBack([mailedBy('d1', '2026-06-01')], [moved], [])[0]?.dropId).toBe('d1');
    expect(matchBack([mailedBy('d1', '2026-06-01')], [{ ...moved, priorAddress: undefined }], [])).toEqual(
      [],
    );
  });

  it('credits the most recent drop, unless the household answered another: a direct response always wins', () => {
    const mailed = [mailedBy('d1', '2026-05-01'), mailedBy('d2', '2026-06-01')];
    expect(matchBack(mailed, [policy()], [])[0]?.dropId).toBe('d2');
    const scan: DirectResponse = {
      dropId: 'd1',
      recipientId: 'd1-r1',
      kind: 'scan',
      at: '2026-05-03T10:00:00Z',
    };
    expect(matchBack(mailed, [policy()], [scan])[0]).toMatchObject({ dropId: 'd1', basis: 'response' });
    // A response after the policy was written did not earn it.
    const late = { ...scan, at: '2026-06-25T10:00:00Z' };
    expect(matchBack(mailed, [policy()], [late])[0]).toMatchObject({ dropId: 'd2', basis: 'address' });
  });

  it('finds the true matches of 10,000 mailed households: precision ≥ 98%, recall ≥ 95%', () => {
    const fixture = matchBackFixture(10_000);
    const attributions = matchBack(fixture.mailed, fixture.policies, fixture.responses);
    const right = attributions.filter((each) => fixture.truth.get(each.policyNumber) === each.dropId).length;
    const precision = right / attributions.length;
    const recall = right / fixture.truth.size;
    // The fixture holds every kind of case in numbers that count.
    expect(fixture.truth.size).toBeGreaterThan(1_000);
    expect(fixture.policies.length - fixture.truth.size).toBeGreaterThan(500);
    expect(fixture.responses.length).toBeGreaterThan(20);
    expect(precision).toBeGreaterThanOrEqual(0.98);
    expect(recall).toBeGreaterThanOrEqual(0.95);
  });
});
