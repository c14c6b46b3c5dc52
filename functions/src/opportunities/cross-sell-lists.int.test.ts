import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const OWNER_MASTER = 510;
const SUB_A = 511;
const SUB_B = 512;
const FOREIGN = 530;
const OM = 'cs-om@test.local';
const SUB = 'cs-sub@test.local';

const call = callerOf(handler);

const opportunity = (agencyId: number, statId: string, oppType: 'H' | 'A' | 'SP', oppCount: number) => ({
  agencyId,
  oppType,
  masterAgencyId: agencyId === FOREIGN ? FOREIGN : OWNER_MASTER,
  statId,
  programType: 'CrossSell' as const,
  titleHtml: `<strong>${oppType}</strong>`,
  oppCount,
  updated: '2026-11-01T00:00:00.000Z',
});

const holder = (agencyId: number, statCode: string, n: number, extra: Record<string, unknown> = {}) => ({
  agencyId,
  statCode,
  policyNumber: `P${agencyId}-${String(n).padStart(3, '0')}`,
  policyType: 'Auto',
  firstName: `First${n}`,
  lastName: `Last${String(n).padStart(3, '0')}`,
  addressLine1: `${n} Elm St`,
  city: 'Tacoma',
  state: 'WA',
  postalCode: '98402',
  renewalDate: `2027-01-${String((n % 28) + 1).padStart(2, '0')}`,
  crossSellType: 'H' as const,
  ...extra,
});

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OWNER_MASTER, statId: '5100000', isOwnerMaster: true, agencyName: 'Owner' });
  await givenAgency({ agencyId: SUB_A, statId: '5100001', ownerMasterId: OWNER_MASTER, agencyName: 'Sub A' });
  await givenAgency({ agencyId: SUB_B, statId: '5100002', ownerMasterId: OWNER_MASTER, agencyName: 'Sub B' });
  await givenAgency({ agencyId: FOREIGN, statId: '5300000', agencyName: 'Foreign' });
  await givenUser({ userName: OM, defaultAgencyId: OWNER_MASTER }, [OWNER_MASTER]);
  await givenUser({ userName: SUB, defaultAgencyId: SUB_A }, [SUB_A]);
  const { entities } = db();
  await entities.opportunity
    .put([
      opportunity(OWNER_MASTER, '5100000', 'H', 3),
      opportunity(SUB_A, '5100001', 'H', 60),
      opportunity(SUB_B, '5100002', 'H', 0),
      opportunity(SUB_A, '5100001', 'SP', 1),
      opportunity(FOREIGN, '5300000', 'H', 99),
    ])
    .go();
  await entities.enrollment
    .put({
      agencyId: SUB_A,
      oppType: 'H',
      masterAgencyId: OWNER_MASTER,
      statId: '5100001',
      enrolledBy: 'legacy-import',
      enrolledAt: '2026-01-01T00:00:00.000Z',
    })
    .go();
  await entities.policyholder
    .put([
      ...Array.from({ length: 60 }, (_, n) =>
        holder(SUB_A, '5100001', n, n === 5 ? { mailingDate: '2026-10-13', lastName: '@SUM(A1)' } : {}),
      ),
      holder(SUB_A, '5100001', 900, { crossSellType: 'SP', motorCycle: true, rv: false }),
      holder(SUB_A, '5100001', 901, { crossSellType: 'none' }),
      holder(FOREIGN, '5300000', 1),
    ])
    .go();
});

describe('cross-sell summary', () => {
  it('lists the owner master and its sub codes with opportunities, enrollments and agency details', async () => {
    const { status, body } = await call(OM, 'GET', '/cross-sell/lists/Cross-Sell-Auto-To-Home/summary');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      listType: 'auto-to-home',
      ownerMasterId: '5100000',
      totalOpportunities: 63,
    });
    expect(
      body.rows.map((row: { subCode: string; isEnrolled: boolean }) => [row.subCode, row.isEnrolled]),
    ).toEqual([
      ['5100000', false],
      ['5100001', true],
    ]);
    expect(body.rows[1]).toMatchObject({ agencyName: 'Sub A', agencyCity: 'Seattle', phone: '2065550100' });
  });

  it('shows a sub-code agency its own row only, and answers 404 for a list type that does not exist', async () => {
    const own = await call(SUB, 'GET', '/cross-sell/lists/auto-to-home/summary');
    expect(own.body.rows.map((row: { subCode: string }) => row.subCode)).toEqual(['5100001']);
    const unknown = await call(OM, 'GET', '/cross-sell/lists/Cross-Sell-Boats/summary');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No List Type Found');
  });

  it('exports the summary as CSV through the export module', async () => {
    const { status, body } = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/summary/export?format=csv',
    );
    expect(status).toBe(200);
    expect(body.fileName).toMatch(/^auto-to-home-summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await (await fetch(body.url)).text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toContain('Sub Code,Opportunities,Agency Name,Agency Address,Phone #');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['5100000', '5100001']);
  });
});

describe('cross-sell detail', () => {
  it('pages a sub code’s list 50 at a time by default, and accepts only the spec’s page sizes', async () => {
    const first = await call(OM, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100001');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalCount: 60, pageSize: 50, pageNumber: 1, anyMailed: true });
    expect(first.body.results).toHaveLength(50);
    const second = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001?pageNumber=2&pageSize=50',
    );
    expect(second.body.results).toHaveLength(10);
    const small = await call(OM, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100001?pageSize=25');
    expect(small.body.results).toHaveLength(25);
    expect(
      (await call(OM, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100001?pageSize=30')).status,
    ).toBe(400);
    expect(first.body.results[0].motorCycle).toBeUndefined();
  });

  it('filters by renewal date and sorts by a column either way', async () => {
    const ranged = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001?from=2027-01-01&to=2027-01-02&pageSize=100',
    );
    expect(ranged.body.results.map((row: { renewalDate: string }) => row.renewalDate).sort()).toEqual([
      '2027-01-01',
      '2027-01-01',
      '2027-01-01',
      '2027-01-02',
      '2027-01-02',
      '2027-01-02',
    ]);
    const desc = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001?sortBy=policyNumber&sortDirection=desc&pageSize=25',
    );
    expect(desc.body.results[0].policyNumber).toBe('P511-059');
    const mailedFirst = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001?sortBy=mailingDate&pageSize=25',
    );
    expect(mailedFirst.body.results[0].mailingDate).toBe('2026-10-13');
  });

  it('answers the postal fields under the spec’s names, and sorts by them', async () => {
    const summary = await call(OM, 'GET', '/cross-sell/lists/auto-to-home/summary');
    expect(summary.body.rows[1]).toMatchObject({ agencyAddress1: '1 Main St', agencyZip: '98101' });
    expect(summary.body.rows[1]).not.toHaveProperty('agencyPostalCode');
    const byStreet = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001?sortBy=address1&sortDirection=desc&pageSize=25',
    );
    expect(byStreet.body.results[0]).toMatchObject({ address1: '59 Elm St', zip: '98402' });
    expect(byStreet.body.results[0]).not.toHaveProperty('postalCode');
  });

  it('adds the specialty flags on the specialty list', async () => {
    const { body } = await call(OM, 'GET', '/cross-sell/lists/Cross-Sell-Specialty/sub-codes/5100001');
    expect(body.results).toEqual([
      expect.objectContaining({ policyNumber: 'P511-900', motorCycle: true, waterCraft: false, rv: false }),
    ]);
  });

  it('answers 404 for another agency’s sub code, and for a sibling seen from a sub code', async () => {
    expect((await call(OM, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5300000')).status).toBe(404);
    expect((await call(SUB, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100002')).status).toBe(404);
    expect((await call(SUB, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100000')).status).toBe(404);
    expect(
      (await call(OM, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5300000/export?format=csv')).status,
    ).toBe(404);
    expect((await call(SUB, 'GET', '/cross-sell/lists/auto-to-home/sub-codes/5100001')).body.totalCount).toBe(
      60,
    );
  });

  it('exports the filtered, sorted list whole to CSV and Excel with neutralised cells', async () => {
    const csv = await call(
      OM,
      'GET',
      '/cross-sell/lists/auto-to-home/sub-codes/5100001/export?format=csv&sortBy=policyNumber',
    );
    expect(csv.status).toBe(200);
    const text = await (await fetch(csv.body.url)).text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Sub Code,Mailing Date,Marketing Channel,Policy #,Renewal Date,Current Policy Type,First Name,Last Name,Address 1,Address 2,City,State,Zip,Email,Phone',
    );
    expect(lines).toHaveLength(61);
    expect(lines[6]).toContain('10/13/2026,Direct Mail,P511-005');
    expect(lines[6]).toContain("'@SUM(A1)");
    const xlsx = await call(
      OM,
      'GET',
      '/cross-sell/lists/Cross-Sell-Specialty/sub-codes/5100001/export?format=xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(xlsx.body.url)).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(16).value).toBe('Motorcycle');
    expect(sheet.getRow(2).getCell(16).value).toBe('Y');
    expect(sheet.rowCount).toBe(2);
  });
});
