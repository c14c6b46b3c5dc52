import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';

const OWNER_MASTER = 20;
const SUB_A = 21;
const SUB_B = 22;
const FOREIGN_MASTER = 30;
const opportunity = (
  agencyId: number,
  masterAgencyId: number,
  statId: string,
  oppType: 'H' | 'A',
  oppCount: number,
) => ({
  agencyId,
  masterAgencyId,
  statId,
  oppType,
  oppCount,
  programType: 'CrossSell' as const,
  titleHtml: `<b>${oppType}</b>`,
  updated: '2026-11-01T00:00:00.000Z',
});
const enrollment = (agencyId: number, masterAgencyId: number, statId: string, oppType: 'H' | 'A') => ({
  agencyId,
  masterAgencyId,
  statId,
  oppType,
  enrolledBy: 'owner@test.local',
  enrolledAt: '2026-10-01T00:00:00.000Z',
});

beforeAll(async () => {
  await useFreshTable();
  const { entities } = db();
  await entities.opportunity
    .put([
      opportunity(OWNER_MASTER, OWNER_MASTER, '2020000', 'H', 0),
      opportunity(SUB_B, OWNER_MASTER, '2020002', 'H', 7),
      opportunity(SUB_A, OWNER_MASTER, '2020001', 'H', 12),
      opportunity(SUB_A, OWNER_MASTER, '2020001', 'A', 4),
      opportunity(31, FOREIGN_MASTER, '3030001', 'H', 99),
    ])
    .go();
  await entities.enrollment
    .put([enrollment(SUB_A, OWNER_MASTER, '2020001', 'H'), enrollment(31, FOREIGN_MASTER, '3030001', 'H')])
    .go();
});

describe('opportunity rows and enrollments', () => {
  it('the home page reads an agency’s rows with their enrollments in one Query (collection)', async () => {
    const { data } = await db().collections.agencyOpportunities({ agencyId: SUB_A }).go();
    expect(data.opportunity.map((row) => [row.oppType, row.oppCount])).toEqual([
      ['A', 4],
      ['H', 12],
    ]);
    expect(data.enrollment.map((row) => row.oppType)).toEqual(['H']);
  });

  it('the cross-sell summary lists the owner master’s sub codes by stat code, with enrollments, nothing foreign', async () => {
    const { data } = await db()
      .collections.crossSellSummary({ masterAgencyId: OWNER_MASTER, oppType: 'H' })
      .go();
    expect(data.opportunity.map((row) => [row.statId, row.oppCount])).toEqual([
      ['2020000', 0],
      ['2020001', 12],
      ['2020002', 7],
    ]);
    expect(data.enrollment.map((row) => row.statId)).toEqual(['2020001']);
  });

  it('enrolls once: a second create is refused by its condition (no un-enroll, no doubles)', async () => {
    const { enrollment: entity } = db().entities;
    await entity.create(enrollment(SUB_B, OWNER_MASTER, '2020002', 'H')).go();
    await expect(entity.create(enrollment(SUB_B, OWNER_MASTER, '2020002', 'H')).go()).rejects.toThrow(
      /conditional request failed/i,
    );
  });
});
