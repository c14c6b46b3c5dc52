import { apiErrors, errors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';
import { findOrderState } from './personalization-store';

const AGENCY = 1;
const OTHER = 2;
const OWNER_MASTER = 10;
const SUB_CODE = 11;
const agent = claimsFor('recipients-agent@test.local');
const colleague = claimsFor('recipients-colleague@test.local');
const owner = claimsFor('recipients-owner@test.local');

const call = callerOf(handler);

type ListCode = 'H' | 'A' | 'UR' | 'SP' | 'LPP' | 'PI' | 'none';
const holder = (agencyId: number, policyNumber: string, crossSellType: ListCode, extra: object = {}) => ({
  agencyId,
  statCode: String(1000000 + agencyId),
  policyNumber,
  policyType: 'Auto',
  firstName: 'Ann',
  lastName: `Holder ${policyNumber}`,
  addressLine1: `${policyNumber} Main St`,
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  renewalDate: '2027-02-01',
  crossSellType,
  ...extra,
});

const start = (claims: Record<string, string>, productId: string, extra: Record<string, unknown> = {}) =>
  call(claims, 'POST', '/order-states', {
    productId,
    statCode: '1000001',
    productType: 'Home',
    programType: 'CrossSell',
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
    ...extra,
  }).then((response) => response.body.id as string);

const page = (claims: Record<string, string>, id: string, query: Record<string, string> = {}) =>
  call(claims, 'GET', `/order-states/${id}/policyholders`, undefined, { query });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenAgency({ agencyId: OTHER });
  await givenAgency({ agencyId: OWNER_MASTER, isOwnerMaster: true });
  await givenAgency({ agencyId: SUB_CODE, ownerMasterId: OWNER_MASTER });
  await givenUser({ userName: 'recipients-agent@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenUser({ userName: 'recipients-colleague@test.local', defaultAgencyId: AGENCY }, [AGENCY]);
  await givenUser({ userName: 'recipients-owner@test.local', defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenProduct({ productId: 'home-letter', isPersonalizable: true, unitPrice: 73, productDataType: 1 });
  await givenProduct({ productId: 'renewal-letter', isPersonalizable: true, unitPrice: 60 });
  // Agency 1: 60 on the auto-to-home list (H), one of them without a street; 5 on other lists or none.
  const ours = Array.from({ length: 60 }, (_, index) =>
    holder(AGENCY, `H${String(index).padStart(3, '0')}`, 'H', {
      lastName: index === 7 ? 'Zimmerman' : `Holder ${String(index).padStart(3, '0')}`,
      city: index < 5 ? 'Peoria' : 'Springfield',
      postalCode: index < 5 ? '61602' : '62701',
    }),
  );
  ours.push(holder(AGENCY, 'H-NOSTREET', 'H', { addressLine1: ' ' }));
  ours.push(holder(AGENCY, 'A001', 'A'), holder(AGENCY, 'A002', 'A'), holder(AGENCY, 'N001', 'none'));
  ours.push(holder(AGENCY, 'UR01', 'UR'), holder(AGENCY, 'N002', 'none'));
  await db().entities.policyholder.put(ours).go();
  await db()
    .entities.policyholder.put([holder(OTHER, 'H-THEIRS', 'H'), holder(SUB_CODE, 'H-SUB', 'H')])
    .go();
});

describe('GET /order-states/{id}/policyholders', () => {
  it("answers the agency's policyholders on the piece's list with an address, paged by name", async () => {
    const id = await start(agent, 'home-letter');
    const first = await page(agent, id, { pageSize: '25' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      totalCount: 60,
      eligibleCount: 60,
      selectedCount: 0,
      pageNumber: 1,
      pageSize: 25,
    });
    expect(first.body.results).toHaveLength(25);
    expect(first.body.results[0]).toMatchObject({
      policyNumber: 'H000',
      selected: false,
      statCode: '1000001',
    });
    const third = await page(agent, id, { pageSize: '25', pageNumber: '3' });
    expect(third.body.results.map((row: { policyNumber: string }) => row.policyNumber).at(-1)).toBe('H007');
    const all = await page(agent, id, { pageSize: '100' });
    const numbers = all.body.results.map((row: { policyNumber: string }) => row.policyNumber);
    expect(numbers).not.toContain('H-NOSTREET');
    expect(numbers).not.toContain('A001');
    expect(numbers).not.toContain('H-THEIRS');
  });

  it('searches name, policy #, city and ZIP', async () => {
    const id = await start(agent, 'home-letter');
    const numbersFor = async (search: string) =>
      (await page(agent, id, { search, pageSize: '100' })).body.results.map(
        (row: { policyNumber: string }) => row.policyNumber,
      );
    expect(await numbersFor('zimmer')).toEqual(['H007']);
    expect(await numbersFor('h05')).toHaveLength(10);
    expect(await numbersFor('Peoria')).toEqual(['H000', 'H001', 'H002', 'H003', 'H004']);
    expect(await numbersFor('61602')).toHaveLength(5);
    const searched = await page(agent, id, { search: 'peoria' });
    expect(searched.body).toMatchObject({ totalCount: 5, eligibleCount: 60 });
  });

  it('takes every policyholder with an address when the piece has no list (a retention letter)', async () => {
    const id = await start(agent, 'renewal-letter', { programType: 'Retention' });
    expect((await page(agent, id)).body.eligibleCount).toBe(65);
  });

  it("includes an owner master's sub codes", async () => {
    const id = await start(owner, 'home-letter');
    const answer = await page(owner, id);
    expect(answer.body.results.map((row: { policyNumber: string }) => row.policyNumber)).toEqual(['H-SUB']);
  });

  it('refuses page sizes other than 25, 50 and 100, and overlong searches', async () => {
    const id = await start(agent, 'home-letter');
    expect((await page(agent, id, { pageSize: '1000' })).status).toBe(400);
    expect((await page(agent, id, { search: 'x'.repeat(101) })).status).toBe(400);
  });
});

describe('PUT /order-states/{id}/recipients', () => {
  it('sends to all: every eligible policyholder as a mail contact, priced at the unit price', async () => {
    const id = await start(agent, 'home-letter');
    const answer = await call(agent, 'PUT', `/order-states/${id}/recipients`, { all: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, targetCount: 60, unitPrice: 73, totalPrice: 60 * 73 });
    expect(answer.body.recipientPolicyNumbers).toHaveLength(60);
    // The addresses stay on the server, built from its own records and standardized (USPS style).
    const stored = await findOrderState('recipients-agent@test.local', id);
    expect(stored?.mailContacts).toHaveLength(60);
    expect(stored?.mailContacts[0]).toMatchObject({
      policyNumber: 'H000',
      addressLine1: 'H000 MAIN ST',
      city: 'PEORIA',
      postalCode: '61602',
      orderStateId: id,
    });
    const except = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      all: true,
      except: ['H000', 'H001'],
    });
    expect(except.body).toMatchObject({ targetCount: 58, totalPrice: 58 * 73 });
  });

  it('sends to the selected ones: count × unit price, shown as selected on the list', async () => {
    const id = await start(agent, 'home-letter');
    const chosen = Array.from({ length: 30 }, (_, index) => `H${String(index + 10).padStart(3, '0')}`);
    const answer = await call(agent, 'PUT', `/order-states/${id}/recipients`, { policyNumbers: chosen });
    expect(answer.body).toMatchObject({ targetCount: 30, totalPrice: 30 * 73 });
    expect(answer.body.recipientPolicyNumbers).toEqual(chosen);
    expect(answer.body).not.toHaveProperty('mailContacts');
    const listed = await page(agent, id, { pageSize: '25' });
    expect(listed.body.selectedCount).toBe(30);
    const rows: { policyNumber: string; selected: boolean }[] = listed.body.results;
    expect(rows.filter((row) => row.selected).map((row) => row.policyNumber)).toEqual(
      rows.map((row) => row.policyNumber).filter((number) => chosen.includes(number)),
    );
    expect(rows.filter((row) => row.selected)).toHaveLength(16);
    // Read back: the state keeps them.
    expect((await call(agent, 'GET', `/order-states/${id}`)).body.targetCount).toBe(30);
  });

  it('takes a count (the step-2 review) up to the eligible number, else "Limit of … exceeded"', async () => {
    const id = await start(agent, 'renewal-letter', { programType: 'Retention' });
    const ok = await call(agent, 'PUT', `/order-states/${id}/recipients`, { count: 12 });
    expect(ok.body).toMatchObject({ targetCount: 12, totalPrice: 12 * 60, availableCount: 65 });
    const over = await call(agent, 'PUT', `/order-states/${id}/recipients`, { count: 66 });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(errors.limitExceeded('65'));
    expect((await call(agent, 'GET', `/order-states/${id}`)).body.targetCount).toBe(12);
  });

  it('answers 422 for policy numbers that are unknown, on another list or of another agency', async () => {
    const id = await start(agent, 'home-letter');
    for (const policyNumber of ['NOPE', 'A001', 'H-THEIRS', 'H-NOSTREET']) {
      const answer = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
        policyNumbers: ['H000', policyNumber],
      });
      expect(answer.status, policyNumber).toBe(422);
      expect(answer.body.message).toBe(apiErrors.recipientsNotEligible);
    }
    expect((await call(agent, 'GET', `/order-states/${id}`)).body.targetCount).toBe(0);
  });

  it('never takes addresses or prices from the browser', async () => {
    const id = await start(agent, 'home-letter');
    const withAddresses = await call(agent, 'PUT', `/order-states/${id}/recipients`, {
      policyNumbers: ['H000'],
      mailContacts: [{ firstName: 'X' }],
    });
    expect(withAddresses.status).toBe(400);
    const update = await call(agent, 'PUT', `/order-states/${id}`, {
      mailContacts: [
        { firstName: 'X', lastName: 'Y', addressLine1: '1', city: 'C', state: 'S', postalCode: '1' },
      ],
    });
    expect(update.body).toMatchObject({ targetCount: 0, recipientPolicyNumbers: [] });
  });

  it("answers 404 for another user's order state", async () => {
    const id = await start(agent, 'home-letter');
    expect((await page(colleague, id)).status).toBe(404);
    expect((await call(colleague, 'PUT', `/order-states/${id}/recipients`, { all: true })).status).toBe(404);
  });
});

describe('a large agency', () => {
  it('sends to all of thousands of policyholders (contacts beyond one item), reads them back and replaces them', async () => {
    const BIG = 3;
    await givenAgency({ agencyId: BIG });
    await givenUser({ userName: 'recipients-big@test.local', defaultAgencyId: BIG }, [BIG]);
    const big = claimsFor('recipients-big@test.local');
    const many = Array.from({ length: 2500 }, (_, index) =>
      holder(BIG, `A2000300${String(index).padStart(4, '0')}`, 'H', {
        firstName: 'Alexandra',
        lastName: `Gibson-Ziemann ${String(index).padStart(4, '0')}`,
        addressLine1: `${index} Homenick Extensions`,
        email: `alexandra.gibson${index}@mail.example`,
        phone: '2065550100',
        customerSinceDate: '2010-01-01',
      }),
    );
    await db().entities.policyholder.put(many).go();
    const id = await start(big, 'home-letter');
    const all = await call(big, 'PUT', `/order-states/${id}/recipients`, { all: true });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ targetCount: 2500, totalPrice: 2500 * 73 });
    const read = (await call(big, 'GET', `/order-states/${id}`)).body;
    expect(read.recipientPolicyNumbers).toHaveLength(2500);
    expect(read.recipientPolicyNumbers.at(-1)).toBe('A20003002499');
    // The answer names them; it does not carry 2,500 addresses.
    expect(JSON.stringify(read).length).toBeLessThan(60_000);
    expect((await findOrderState('recipients-big@test.local', id))?.mailContacts).toHaveLength(2500);
    // Another step's update keeps them; a smaller choice replaces them (inline again).
    await call(big, 'PUT', `/order-states/${id}`, { pdfFinalApproval: true });
    expect((await call(big, 'GET', `/order-states/${id}`)).body.recipientPolicyNumbers).toHaveLength(2500);
    await call(big, 'PUT', `/order-states/${id}/recipients`, { count: 30 });
    const fewer = (await call(big, 'GET', `/order-states/${id}`)).body;
    expect(fewer).toMatchObject({ targetCount: 30 });
    expect(fewer.recipientPolicyNumbers).toHaveLength(30);
    const chunks = await db()
      .entities.orderStateListChunk.query.chunksOfOrderStateList({
        userName: 'recipients-big@test.local',
        orderStateId: id,
      })
      .go();
    expect(chunks.data).toHaveLength(0);
    expect((await call(big, 'DELETE', `/order-states/${id}`)).status).toBe(200);
  });
});
