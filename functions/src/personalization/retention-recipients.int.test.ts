import { apiErrors } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import { businessToday, fromBusinessDay, toBusinessDay } from '@msc/shared/rules/business-date';
import { dropDateWindow, firstAvailableDropDate } from '@msc/shared/rules/drop-date-window';
import { winBackMailDate } from '@msc/shared/rules/win-back';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppressionKey } from '#data/suppression-key';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

/**
 * Step 2 of the retention-side programs: Win Back mails the agency's current Win Back list,
 * AnnualAuto the recommended 6-month auto policies, PetInsurance the pet list, AgencyReferral the whole
 * book — each without the opted-out, saying how many went; win-back alone mails with drop type NONE.
 */
const AGENCY = 1;
const OTHER = 2;
const ANNUAL = 3;
const OWNER_MASTER = 10;
const SUB_CODE = 11;
const SUB_CODE_2 = 12;
const agent = claimsFor('retention-agent@test.local');
const colleague = claimsFor('retention-colleague@test.local');
const owner = claimsFor('retention-owner@test.local');
const annualAgent = claimsFor('annual-agent@test.local');
const timedAt = new Date();
const firstDrop = toBusinessDay(firstAvailableDropDate(timedAt));
const renewalIn = (days: number) => fromBusinessDay(addDays(firstDrop, days));
/** Annual-auto customers of agency ANNUAL by renewal, counted from the first drop date. */
const RENEWALS: Record<string, string> = {
  'AT-60': renewalIn(60),
  'AT-75': renewalIn(75),
  'AT-100': renewalIn(100),
  'AT-PASSED': renewalIn(59),
  'AT-NOT-YET': fromBusinessDay(addDays(toBusinessDay(dropDateWindow(timedAt).latest), 91)),
};

const call = callerOf(handler);

const person = (agencyId: number, policyNumber: string, extra: object = {}) => ({
  agencyId,
  statCode: String(1000000 + agencyId),
  policyNumber,
  policyType: 'Auto',
  firstName: 'Pat',
  lastName: `Customer ${policyNumber}`,
  addressLine1: `${policyNumber} Elm St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  ...extra,
});
const winBack = (agencyId: number, listMonth: string, policyNumber: string, extra: object = {}) => ({
  ...person(agencyId, policyNumber, extra),
  listMonth,
  cancelDate: '2026-01-15',
  mailDate: '2026-12-14',
});
const holder = (agencyId: number, policyNumber: string, extra: object = {}) => ({
  ...person(agencyId, policyNumber),
  renewalDate: '2027-02-01',
  ...extra,
});

const create = (claims: Record<string, string>, programType: string, extra: object = {}) =>
  call(claims, 'POST', '/order-states', {
    productId: 'retention-letter',
    statCode: '1000001',
    productType: 'Auto',
    programType,
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
    ...extra,
  });
const start = (claims: Record<string, string>, programType: string, extra: object = {}) =>
  create(claims, programType, extra).then((response) => response.body.id as string);

const policiesOf = async (claims: Record<string, string>, id: string) => {
  const answer = await call(claims, 'GET', `/order-states/${id}/policyholders`, undefined, {
    query: {
      pageSize: '100',
    },
  });
  return {
    status: answer.status,
    numbers: (answer.body.results ?? []).map((row: { policyNumber: string }) => row.policyNumber),
    suppressedCount: answer.body.suppressedCount,
  };
};

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenAgency({ agencyId: OTHER });
  await givenAgency({ agencyId: OWNER_MASTER, isOwnerMaster: true });
  await givenAgency({ agencyId: SUB_CODE, ownerMasterId: OWNER_MASTER });
  await givenAgency({ agencyId: SUB_CODE_2, ownerMasterId: OWNER_MASTER });
  await givenUser({ userName: 'retention-agent@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenUser({ userName: 'retention-colleague@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenAgency({ agencyId: ANNUAL });
  await givenUser({ userName: 'annual-agent@test.local', defaultAgencyId: ANNUAL }, [ANNUAL]);
  await givenUser({ userName: 'retention-owner@test.local', defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenProduct({
    productId: 'retention-letter',
    isPersonalizable: true,
    unitPrice: 60,
    productDataType: 1,
  });
  await db()
    .entities.winBackEntry.put([
      // Last month's list is replaced by this month's: only the newest month is mailed.
      winBack(AGENCY, '2026-10', 'W-OLD'),
      winBack(AGENCY, '2026-11', 'W001'),
      winBack(AGENCY, '2026-11', 'W002', { email: 'Stays@Mail.Example' }),
      winBack(AGENCY, '2026-11', 'W003', { email: 'gone@mail.example' }),
      winBack(AGENCY, '2026-11', 'W-NOSTREET', { addressLine1: '' }),
      winBack(OTHER, '2026-11', 'W-THEIRS'),
      winBack(SUB_CODE, '2026-11', 'W-SUB'),
    ])
    .go();
  await db()
    .entities.policyholder.put([
      holder(AGENCY, 'AA1', { termMonths: 6, recommendedIndicator: true }),
      holder(AGENCY, 'AA2', { termMonths: 6, recommendedIndicator: false }),
      holder(AGENCY, 'AA3', { termMonths: 6, recommendedIndicator: true, email: 'GONE@mail.example ' }),
      holder(AGENCY, 'PI1', { crossSellType: 'PI' }),
      holder(AGENCY, 'H1', { crossSellType: 'H' }),
      holder(OTHER, 'PI-THEIRS', { crossSellType: 'PI' }),
      holder(SUB_CODE, 'AA-SUB1', { termMonths: 6, recommendedIndicator: true }),
      holder(SUB_CODE_2, 'AA-SUB2', { termMonths: 6, recommendedIndicator: true }),
      ...Object.entries(RENEWALS).map(([policyNumber, renewalDate], index) =>
        holder(ANNUAL, policyNumber, {
          termMonths: 6,
          recommendedIndicator: true,
          renewalDate,
          addressLine1: `${index + 1} Oak St`,
        }),
      ),
    ])
    .go();
  await db()
    .entities.optOut.put({ suppressionKey: suppressionKey('gone@mail.example') })
    .go();
});

describe('step 2 of the retention-side programs', () => {
  it("mails the agency's current Win Back list, less the opted-out, and says how many went", async () => {
    const id = await start(agent, 'WinBack');
    expect(await policiesOf(agent, id)).toEqual({
      status: 200,
      numbers: ['W001', 'W002'],
      suppressedCount: 1,
    });
    const set = await call(agent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ targetCount: 2, totalPrice: 120 });
  });

  it("includes an owner master's sub codes' Win Back entries", async () => {
    const id = await start(owner, 'WinBack');
    expect(await policiesOf(owner, id)).toEqual({ status: 200, numbers: ['W-SUB'], suppressedCount: 0 });
  });

  it('mails the recommended 6-month auto policies for AnnualAuto, the pet list for PetInsurance', async () => {
    const annual = await start(agent, 'AnnualAuto');
    expect(await policiesOf(agent, annual)).toEqual({ status: 200, numbers: ['AA1'], suppressedCount: 1 });
    const pet = await start(agent, 'PetInsurance');
    expect((await policiesOf(agent, pet)).numbers).toEqual(['PI1']);
  });

  it('mails every policyholder of the agency for AgencyReferral, less the opted-out', async () => {
    const id = await start(agent, 'AgencyReferral');
    expect(await policiesOf(agent, id)).toEqual({
      status: 200,
      numbers: ['AA1', 'AA2', 'H1', 'PI1'],
      suppressedCount: 1,
    });
  });

  it('sets a pet order to one weekly drop with its recipients (no schedule step)', async () => {
    const id = await start(agent, 'PetInsurance');
    const set = await call(agent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    expect(set.body.dropDetails).toMatchObject({
      dropType: DropType.ONE,
      frequency: DropFrequency.Weekly,
      numberOfMailings: 1,
    });
  });

  it("mails only the sub codes chosen on the annual-auto sub-code pages; another agency's sub code is 404", async () => {
    expect((await policiesOf(owner, await start(owner, 'AnnualAuto'))).numbers).toEqual([
      'AA-SUB1',
      'AA-SUB2',
    ]);
    const chosen = await start(owner, 'AnnualAuto', { subCodeStatIds: [String(1000000 + SUB_CODE_2)] });
    expect((await policiesOf(owner, chosen)).numbers).toEqual(['AA-SUB2']);
    const foreign = await create(owner, 'AnnualAuto', { subCodeStatIds: [String(1000000 + OTHER)] });
    expect(foreign.status).toBe(404);
    // An agent of a sub code (not an owner master) has no sub codes to choose.
    expect((await create(agent, 'AnnualAuto', { subCodeStatIds: [String(1000000 + SUB_CODE)] })).status).toBe(
      404,
    );
  });

  it("answers 404 for another user's order state", async () => {
    const id = await start(agent, 'WinBack');
    expect((await policiesOf(colleague, id)).status).toBe(404);
    expect((await call(colleague, 'PUT', `/order-states/${id}/recipients`, { all: true })).status).toBe(404);
  });
});

describe('the annual-auto drops (spec 2 §9: mailed 60-90 days before renewal)', () => {
  it('mails each customer on a drop 60 to 90 days before their renewal, leaving out windows passed or not open', async () => {
    const id = await start(annualAgent, 'AnnualAuto');
    const set = await call(annualAgent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    expect(set.status).toBe(200);
    const { dropDetails, recipientPolicyNumbers, targetCount, totalPrice, renewalTiming } = set.body;
    expect({ targetCount, totalPrice, renewalTiming }).toEqual({
      targetCount: 3,
      totalPrice: 180,
      renewalTiming: { passed: 1, notYet: 1 },
    });
    // The contacts are in drop order: each drop's quantity takes the next ones.
    let next = 0;
    const daysBefore: Record<string, number> = {};
    for (const drop of dropDetails.mailingDetails as { mailDate: string; quantity: number }[]) {
      for (const policyNumber of recipientPolicyNumbers.slice(next, next + drop.quantity)) {
        daysBefore[policyNumber] = differenceInCalendarDays(
          toBusinessDay(RENEWALS[policyNumber]!),
          toBusinessDay(drop.mailDate),
        );
      }
      next += drop.quantity;
    }
    expect(Object.keys(daysBefore).sort()).toEqual(['AT-100', 'AT-60', 'AT-75']);
    for (const days of Object.values(daysBefore)) {
      expect(days).toBeGreaterThanOrEqual(60);
      expect(days).toBeLessThanOrEqual(90);
    }
    // The renewal 60 days after the first drop date is mailed on it.
    expect(daysBefore['AT-60']).toBe(60);
    expect(dropDetails.mailingDetails[0].mailDate).toBe(fromBusinessDay(firstDrop));
  });
});

describe('the win-back mail schedule (drop type NONE)', () => {
  const none = {
    dropType: DropType.NONE,
    frequency: DropFrequency.NONE,
    numberOfMailings: 1,
    startDate: '2020-01-01',
    mailingDetails: [],
  };

  it('mails a win-back order once, on the next 13th, whatever date the browser sends', async () => {
    const id = await start(agent, 'WinBack');
    await call(agent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    const answer = await call(agent, 'PUT', `/order-states/${id}`, { dropDetails: none });
    expect(answer.status).toBe(200);
    const now = new Date();
    expect(answer.body.dropDetails).toEqual({
      dropType: DropType.NONE,
      frequency: DropFrequency.NONE,
      numberOfMailings: 1,
      startDate: businessToday(now),
      mailingDetails: [{ dropNumber: 1, mailDate: winBackMailDate(now), quantity: 2, price: 120 }],
    });
  });

  it('refuses drop type NONE for any other program', async () => {
    const id = await start(agent, 'AgencyReferral');
    await call(agent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    const answer = await call(agent, 'PUT', `/order-states/${id}`, { dropDetails: none });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(apiErrors.winBackDropOnly);
    const one = {
      ...none,
      dropType: DropType.ONE,
      frequency: DropFrequency.Weekly,
      startDate: firstAvailableDropDate(new Date()),
    };
    expect((await call(agent, 'PUT', `/order-states/${id}`, { dropDetails: one })).status).toBe(200);
  });
});
