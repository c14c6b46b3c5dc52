import type { CreateEntityItem } from 'electrodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import type { PolicyholderEntity } from './entities/policyholder';

const AGENCY = 21;
const FOREIGN = 31;
type Holder = CreateEntityItem<typeof PolicyholderEntity>;

const holder = (agencyId: number, policyNumber: string, lastName: string, extra: Partial<Holder>) => ({
  agencyId,
  statCode: String(agencyId * 100_000 + 1),
  policyNumber,
  policyType: 'Auto',
  firstName: 'Sam',
  lastName,
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  renewalDate: '2027-06-01',
  ...extra,
});

beforeAll(async () => {
  await useFreshTable();
  const { entities } = db();
  await entities.policyholder
    .put([
      holder(AGENCY, 'P1', 'Young', { crossSellType: 'H', renewalDate: '2026-11-20' }),
      holder(AGENCY, 'P2', 'Adams', {
        crossSellType: 'H',
        renewalDate: '2027-01-15',
        mailingDate: '2026-10-05',
      }),
      holder(AGENCY, 'P3', 'Brown', { crossSellType: 'SP', motorCycle: true, renewalDate: '2027-03-01' }),
      holder(AGENCY, 'P4', 'Cole', { termMonths: 6, recommendedIndicator: true, renewalDate: '2026-12-10' }),
      holder(AGENCY, 'P5', 'Diaz', { termMonths: 6, youngDriverIndicator: true, renewalDate: '2026-12-01' }),
      holder(AGENCY, 'P6', 'Eng', { policyType: 'Home', renewalDate: '2026-10-30' }),
      holder(FOREIGN, 'P9', 'Aaron', {
        crossSellType: 'H',
        termMonths: 6,
        recommendedIndicator: true,
        renewalDate: '2026-11-21',
      }),
    ])
    .go();
  await entities.movingList
    .put(
      ['2026-08-01', '2026-09-01', '2026-10-01'].map((listDate) => ({
        agencyId: AGENCY,
        listDate,
        statCode: '2100001',
        records: 1,
      })),
    )
    .go();
  const move = (agencyId: number, listDate: string, referenceId: string) => ({
    agencyId,
    listDate,
    referenceId,
    agencyCode: '2100001',
    recordDate: listDate,
    policy: 'P1',
    type: 'Auto',
    firstName: 'Sam',
    lastName: 'Young',
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101',
  });
  await entities.movingRecord
    .put([
      move(AGENCY, '2026-10-01', 'MV2'),
      move(AGENCY, '2026-10-01', 'MV1'),
      move(AGENCY, '2026-09-01', 'MV0'),
    ])
    .go();
  const winBack = (agencyId: number, listMonth: string, policyNumber: string) => ({
    ...holder(agencyId, policyNumber, 'Gone', {}),
    listMonth,
    cancelDate: '2025-05-01',
    mailDate: '2026-11-13',
  });
  await entities.winBackEntry
    .put([
      winBack(AGENCY, '2026-10', 'X1'),
      winBack(AGENCY, '2026-10', 'X2'),
      winBack(AGENCY, '2026-11', 'X3'),
      winBack(FOREIGN, '2026-10', 'X9'),
    ])
    .go();
});

const numbers = (items: Array<{ policyNumber: string }>) => items.map((item) => item.policyNumber);

describe('policyholders (agency-owned)', () => {
  it('reads a sub code’s policyholders (express step 2, retention subscriptions)', async () => {
    const { data } = await db().entities.policyholder.query.policyholdersOfAgency({ agencyId: AGENCY }).go();
    expect(numbers(data)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });

  it('cross-sell detail: the rows of one list code, by last name; the sparse index holds listed ones only', async () => {
    const { policyholder } = db().entities;
    const home = await policyholder.query.crossSellList({ agencyId: AGENCY, crossSellType: 'H' }).go();
    expect(numbers(home.data)).toEqual(['P2', 'P1']);
    expect(home.data[0]).toMatchObject({ mailingDate: '2026-10-05', motorCycle: false });
    const specialty = await policyholder.query.crossSellList({ agencyId: AGENCY, crossSellType: 'SP' }).go();
    expect(specialty.data.map((row) => [row.policyNumber, row.motorCycle, row.waterCraft, row.rv])).toEqual([
      ['P3', true, false, false],
    ]);
  });

  it('up for renewal: renewal date between today and 3 months ahead, as a key condition', async () => {
    const { data } = await db()
      .entities.policyholder.query.renewalsOfAgency({ agencyId: AGENCY })
      .between({ renewalDate: '2026-11-01' }, { renewalDate: '2027-02-01' })
      .go();
    expect(numbers(data)).toEqual(['P1', 'P5', 'P4', 'P2']);
  });

  it('annual auto: 6-month policies only, by renewal; indicator checkboxes filter the list', async () => {
    const query = () => db().entities.policyholder.query.annualAutoList({ agencyId: AGENCY, termMonths: 6 });
    expect(numbers((await query().go()).data)).toEqual(['P5', 'P4']);
    const recommended = await query()
      .where(({ recommendedIndicator }, { eq }) => eq(recommendedIndicator, true))
      .go();
    expect(numbers(recommended.data)).toEqual(['P4']);
  });

  it('a policyholder leaving a list (the feed re-puts it with no code) leaves the sparse index', async () => {
    const { policyholder } = db().entities;
    await policyholder.put(holder(AGENCY, 'P1', 'Young', { renewalDate: '2026-11-20' })).go();
    const home = await policyholder.query.crossSellList({ agencyId: AGENCY, crossSellType: 'H' }).go();
    expect(numbers(home.data)).toEqual(['P2']);
  });
});

describe('retention lists', () => {
  it('moving list tiles newest first, and the records of one month', async () => {
    const { movingList, movingRecord } = db().entities;
    const tiles = await movingList.query.listsOfAgency({ agencyId: AGENCY }).go({ order: 'desc' });
    expect(tiles.data.map((tile) => tile.listDate)).toEqual(['2026-10-01', '2026-09-01', '2026-08-01']);
    const records = await movingRecord.query.recordsOfList({ agencyId: AGENCY, listDate: '2026-10-01' }).go();
    expect(records.data.map((record) => record.referenceId)).toEqual(['MV1', 'MV2']);
    const foreign = await movingList.query.listsOfAgency({ agencyId: FOREIGN }).go();
    expect(foreign.data).toEqual([]);
  });

  it('win-back: the entries of one month of one agency', async () => {
    const { data } = await db()
      .entities.winBackEntry.query.entriesOfList({ agencyId: AGENCY, listMonth: '2026-10' })
      .go();
    expect(numbers(data)).toEqual(['X1', 'X2']);
  });
});
