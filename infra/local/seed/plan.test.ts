import { documentKey } from '@msc/functions/documents/documents-store';
import { db } from '@msc/functions/platform/db';
import { LONG_NAMED_POLICYHOLDERS } from '@msc/functions/test/long-names';
import { CROSS_SELL_TYPE_CODES, ReportGroupType } from '@msc/shared/model/enums';
import { IGNITE_TIERS } from '@msc/shared/model/ignite';
import { ALL_ROLES } from '@msc/shared/rules/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { POLICYHOLDERS_AT_SCALE_1 } from './agencies';
import { type DemoPlan, planDemoData, seedEpoch } from './plan';

type Putter = { put(item: unknown): { params(): { Item: { pk: string; sk: string } } } };
let plan: DemoPlan;
// One epoch for the whole file: planned twice across New York's midnight, today's plan would differ.
const epoch = seedEpoch();
const groups = () => plan.groups;

// Planning builds ~40,000 items; on a busy 2-core machine that outlasts the default 5 s budget.
const PLAN_BUDGET_MS = 60_000;

beforeAll(() => {
  plan = planDemoData({ epoch });
}, PLAN_BUDGET_MS);

describe('demo data plan', { timeout: PLAN_BUDGET_MS }, () => {
  it('is deterministic: the same seed gives the same items and files', () => {
    const again = planDemoData({ epoch });
    expect(JSON.stringify(again.groups)).toBe(JSON.stringify(plan.groups));
    expect(again.files).toEqual(plan.files);
  });

  it('gives every item a table key of its own, valid for its entity (no item overwrites another)', () => {
    const keys = new Set<string>();
    let count = 0;
    for (const [name, items] of Object.entries(plan.groups)) {
      // params() builds the PutItem request (no call is made) and validates the item against its entity.
      const entities = db().entities as unknown as Record<string, Putter>;
      const entity = entities[name]!;
      for (const item of items as unknown[]) {
        const { pk, sk } = entity.put(item).params().Item;
        keys.add(`${pk}|${sk}`);
        count++;
      }
    }
    expect(keys.size).toBe(count);
  });

  it('has 40-55 agencies: 8 owner masters with 3 to 12 sub codes, stand-alone ones, 7-digit stat codes', () => {
    const agencies = groups().agency!;
    expect(agencies.length).toBeGreaterThanOrEqual(40);
    expect(agencies.length).toBeLessThanOrEqual(55);
    const owners = agencies.filter((agency) => agency.isOwnerMaster);
    expect(owners).toHaveLength(8);
    for (const owner of owners) {
      const subs = agencies.filter((agency) => agency.ownerMasterId === owner.agencyId);
      expect(subs.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeLessThanOrEqual(12);
      for (const sub of subs) expect(sub.statId.slice(0, 4)).toBe(owner.statId.slice(0, 4));
    }
    expect(agencies.some((agency) => !agency.isOwnerMaster && agency.ownerMasterId === 0)).toBe(true);
    for (const agency of agencies) expect(agency.statId).toMatch(/^\d{2}\d{2}\d{3}$/);
    expect(new Set(agencies.map((agency) => agency.statId)).size).toBe(agencies.length);
  });

  it('places agencies in real city/state/ZIP combinations, with and without segments and license rule', () => {
    const agencies = groups().agency!;
    for (const agency of agencies) {
      const real = zipcodes.lookup(agency.postalCode);
      expect([real?.city, real?.state]).toEqual([agency.city, agency.state]);
    }
    expect(new Set(agencies.map((agency) => (agency.companySegment ?? []).length > 0))).toEqual(
      new Set([true, false]),
    );
    expect(new Set(agencies.map((agency) => agency.isLicenseNumberRequired))).toEqual(new Set([true, false]));
  });

  it('keeps the demo accounts’ agencies: agent has several and no default, owner has the 12-sub-code owner master', () => {
    const users = groups().user!;
    const memberships = groups().agencyMembership!;
    const agencies = groups().agency!;
    const agent = users.find((user) => user.userName === 'agent@demo.local')!;
    expect(agent.defaultAgencyId).toBe(0);
    expect(memberships.filter((entry) => entry.userName === agent.userName).length).toBeGreaterThan(1);
    const owner = users.find((user) => user.userName === 'owner@demo.local')!;
    expect(agencies.filter((agency) => agency.ownerMasterId === owner.defaultAgencyId)).toHaveLength(12);
  });

  it('has a user for every role, and agents with one and with several agencies', () => {
    const users = groups().user!;
    for (const role of ALL_ROLES) expect(users.some((user) => [...user.roles].includes(role))).toBe(true);
    const agencyCount = (userName: string) =>
      groups().agencyMembership!.filter((entry) => entry.userName === userName).length;
    const agents = users.filter((user) => user.userName.endsWith('@agents.example'));
    expect(agents.some((user) => agencyCount(user.userName) === 1)).toBe(true);
    expect(agents.some((user) => agencyCount(user.userName) > 1)).toBe(true);
  });

  it('has 250+ products with the spec’s item numbers, unique ids, and English copy', () => {
    const products = groups().product!;
    expect(products.length).toBeGreaterThanOrEqual(250);
    const numbers = products.map((product) => product.itemNumber);
    for (const itemNumber of [
      'AP-8083',
      'AP-8083LU',
      'AP-8084',
      'AP-8085',
      'AP-9626E',
      'AP-4946E',
      'AP-9628E',
      'AP-4945E',
      'AP-9630E',
      'AP-9343E',
      'AP-3954M',
      'AP-9999',
    ]) {
      expect(numbers).toContain(itemNumber);
    }
    expect(new Set(numbers).size).toBe(products.length);
    expect(new Set(products.map((product) => product.productId)).size).toBe(products.length);
    expect(products.find((product) => product.itemNumber === 'AP-8083')?.productId).toBe(
      '01KHE0B9G0N6N7VJRSVQ79EZJC',
    );
    for (const product of products)
      expect(product.description).not.toMatch(/\b(lorem|ipsum|dolor|amet|consectetur)\b/i);
  });

  it("gives the merge preflight real-shaped long names: the last stand-alone agency's first policyholders", () => {
    const agencies = groups().agency!;
    const last = agencies.at(-1)!;
    expect(last.isOwnerMaster ?? false).toBe(false);
    expect(last.ownerMasterId ?? 0).toBe(0);
    const names = groups()
      .policyholder!.filter((holder) => holder.agencyId === last.agencyId)
      .map((holder) => `${holder.firstName} ${holder.lastName}`);
    for (const person of LONG_NAMED_POLICYHOLDERS)
      expect(names).toContain(`${person.firstName} ${person.lastName}`);
    const elsewhere = groups().policyholder!.filter(
      (holder) =>
        holder.agencyId !== last.agencyId && holder.lastName === LONG_NAMED_POLICYHOLDERS[0].lastName,
    );
    expect(elsewhere).toEqual([]);
  });

  it('spreads about 30,000 policyholders over the agencies, as their counts say, some sub codes with none', () => {
    const holders = groups().policyholder!;
    expect(holders).toHaveLength(POLICYHOLDERS_AT_SCALE_1);
    const perAgency = new Map<number, number>();
    for (const holder of holders) perAgency.set(holder.agencyId, (perAgency.get(holder.agencyId) ?? 0) + 1);
    const subCodes = groups().agency!.filter((agency) => (agency.ownerMasterId ?? 0) > 0);
    for (const sub of subCodes) expect(perAgency.get(sub.agencyId) ?? 0).toBe(sub.policyHoldersCount);
    expect(subCodes.some((sub) => sub.policyHoldersCount === 0)).toBe(true);
    for (const code of ['H', 'A', 'UR', 'SP', 'LPP', 'PI'])
      expect(holders.some((holder) => holder.crossSellType === code)).toBe(true);
    expect(holders.some((holder) => holder.termMonths === 6 && holder.recommendedIndicator)).toBe(true);
    expect(
      holders.some((holder) => holder.motorCycle) &&
        holders.some((holder) => holder.waterCraft) &&
        holders.some((holder) => holder.rv),
    ).toBe(true);
  });

  it('has opportunity rows for every code and agency, enrolled and not; 12 months of moving lists; win-back lists', () => {
    const agencies = groups().agency!;
    expect(groups().opportunity).toHaveLength(agencies.length * CROSS_SELL_TYPE_CODES.length);
    expect(groups().enrollment!.length).toBeGreaterThan(0);
    expect(groups().enrollment!.length).toBeLessThan(agencies.length * 3);
    const withHolders = agencies.filter(
      (agency) => !agency.isOwnerMaster && (agency.policyHoldersCount ?? 0) > 0,
    );
    expect(groups().movingList).toHaveLength(withHolders.length * 12);
    expect(new Set(groups().winBackEntry!.map((entry) => entry.listMonth)).size).toBe(2);
  });

  it('has the report groups, Annual Auto as report 3, every Ignite tier, valid and expired discount codes', () => {
    expect(groups().reportGroup!.map((group) => group.reportGroupType)).toEqual([
      ReportGroupType.ProgramReports,
      ReportGroupType.MSCActivity,
      ReportGroupType.AdminReports,
    ]);
    expect(groups().report!.find((report) => report.reportId === '3')?.name).toBe('Annual Auto');
    expect(groups().report!.some((report) => report.name === 'Win Back Auto Customer List')).toBe(true);
    expect(new Set(groups().igniteDetails!.map((ignite) => ignite.igniteStatus))).toEqual(
      new Set(IGNITE_TIERS),
    );
    const today = epoch.toISOString().slice(0, 10);
    const codes = groups().discountCode!;
    expect(codes.some((code) => code.validFrom <= today && code.validTo >= today)).toBe(true);
    expect(codes.some((code) => code.validTo < today)).toBe(true);
  });

  it('loads every US ZIP into the reference buckets', () => {
    const inAreas = groups().zipCodeArea!.reduce((sum, area) => sum + area.zips.length, 0);
    expect(inAreas).toBe(plan.zipCount);
    expect(plan.zipCount).toBeGreaterThan(40_000);
  });

  it('extends the same people at a larger scale', () => {
    const larger = planDemoData({ epoch, scale: 2 }).groups.policyholder!;
    expect(larger).toHaveLength(2 * POLICYHOLDERS_AT_SCALE_1);
    const byKey = new Map(larger.map((holder) => [`${holder.agencyId}|${holder.policyNumber}`, holder]));
    for (const holder of groups().policyholder!) {
      expect(byKey.get(`${holder.agencyId}|${holder.policyNumber}`)).toEqual(holder);
    }
  });

  it('seeds a file the portal serves behind every site link, how-to video and product PDF', () => {
    const served = new Set(plan.files.filter((file) => !file.bucket).map((file) => `/assets/${file.key}`));
    const site = groups().siteConfig![0]!;
    const links = Object.values(site.links ?? {});
    expect(links).toHaveLength(5);
    for (const url of links) expect(served, url).toContain(url);
    expect(site.howToVideos?.length).toBeGreaterThan(0);
    for (const video of site.howToVideos ?? []) expect(served, video.url).toContain(video.url);
    const pdfs = (groups().product ?? []).flatMap((product) => (product.pdfKey ? [product.pdfKey] : []));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const key of pdfs) expect(served).toContain(`/assets/${key}`);
    // Nothing links to a placeholder site.
    expect(JSON.stringify(site)).not.toContain('example.com');
  });

  it('names no proof it does not write: a resumed saved item or order in progress finds its document', () => {
    const documents = new Set(
      plan.files.filter((file) => file.bucket === 'documents').map((file) => file.key),
    );
    const states = groups().orderState ?? [];
    expect(states.filter((state) => state.isStateSaved).length).toBeGreaterThan(0);
    const named = [
      ...states.flatMap((state) => (state.pageFlexDocumentId ? [state.pageFlexDocumentId] : [])),
      ...(groups().bulkOrderState ?? []).flatMap((state) => state.pageFlexDocumentIds ?? []),
    ];
    for (const documentId of named) expect(documents, documentId).toContain(documentKey(documentId));
  });
});
