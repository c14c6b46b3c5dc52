import { type MailedHousehold, matchBack, type NewPolicy } from '@msc/shared/rules/match-back';
import { matchBackFixture } from '@msc/shared/rules/match-back-fixture';
import Papa from 'papaparse';

/**
 * Match-back (issue 48) of 100,000 mailed households against 10,000 new policies: the seeded fixture of the
 * rule's unit test (movers, name variants, households mailed by two drops), written as the CSV text the two
 * would be read from, read into records, then matched. The budget is a ratio taken in the same run: matching
 * over reading both. Peak RSS is the process's maximum resident set after both.
 */
const HOUSEHOLDS = Number(process.env.BENCH_MATCH_BACK_HOUSEHOLDS ?? 100_000);
const POLICIES = Number(process.env.BENCH_MATCH_BACK_POLICIES ?? 10_000);
const TURNS = 3;

const MAILED_COLUMNS = [
  'dropId',
  'recipientId',
  'inHomeDate',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
] as const;
const POLICY_COLUMNS = [
  'policyNumber',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'writtenDate',
  'premiumCents',
  'priorAddressLine1',
  'priorAddressLine2',
  'priorCity',
  'priorState',
  'priorPostalCode',
] as const;

function texts() {
  const fixture = matchBackFixture(HOUSEHOLDS);
  const policies = fixture.policies.slice(0, POLICIES);
  const mailedCsv = Papa.unparse(
    fixture.mailed.map((row) => MAILED_COLUMNS.map((column) => row[column] ?? '')),
  );
  const policyCsv = Papa.unparse(
    policies.map((policy) => {
      const prior = policy.priorAddress;
      const flat: Record<string, unknown> = {
        ...policy,
        priorAddressLine1: prior?.addressLine1,
        priorAddressLine2: prior?.addressLine2,
        priorCity: prior?.city,
        priorState: prior?.state,
        priorPostalCode: prior?.postalCode,
      };
      return POLICY_COLUMNS.map((column) => flat[column] ?? '');
    }),
  );
  return { mailedCsv, policyCsv, responses: fixture.responses, policies: policies.length };
}

function readBoth(
  mailedCsv: string,
  policyCsv: string,
): { mailed: MailedHousehold[]; policies: NewPolicy[] } {
  const mailed = Papa.parse<string[]>(mailedCsv, { skipEmptyLines: true }).data.map((cells) => ({
    dropId: cells[0]!,
    recipientId: cells[1]!,
    inHomeDate: cells[2]!,
    firstName: cells[3]!,
    lastName: cells[4]!,
    addressLine1: cells[5]!,
    addressLine2: cells[6] || undefined,
    city: cells[7]!,
    state: cells[8]!,
    postalCode: cells[9]!,
  }));
  const policies = Papa.parse<string[]>(policyCsv, { skipEmptyLines: true }).data.map((cells) => ({
    policyNumber: cells[0]!,
    firstName: cells[1]!,
    lastName: cells[2]!,
    addressLine1: cells[3]!,
    addressLine2: cells[4] || undefined,
    city: cells[5]!,
    state: cells[6]!,
    postalCode: cells[7]!,
    writtenDate: cells[8]!,
    premiumCents: Number(cells[9]),
    priorAddress: cells[10]
      ? {
          addressLine1: cells[10],
          addressLine2: cells[11] || undefined,
          city: cells[12]!,
          state: cells[13]!,
          postalCode: cells[14]!,
        }
      : undefined,
  }));
  return { mailed, policies };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function benchMatchBack() {
  const { mailedCsv, policyCsv, responses, policies } = texts();
  const reading: number[] = [];
  const matching: number[] = [];
  let matched = 0;
  let mailedRows = 0;
  // One unmeasured turn first: the JIT's warm-up is not what we measure.
  const warm = readBoth(mailedCsv, policyCsv);
  matchBack(warm.mailed, warm.policies, responses);
  for (let turn = 0; turn < TURNS; turn++) {
    const readStart = performance.now();
    const read = readBoth(mailedCsv, policyCsv);
    reading.push(performance.now() - readStart);
    const matchStart = performance.now();
    const attributions = matchBack(read.mailed, read.policies, responses);
    matching.push(performance.now() - matchStart);
    matched = attributions.length;
    mailedRows = read.mailed.length;
  }
  const figures = {
    households: HOUSEHOLDS,
    mailedRows,
    policies,
    matched,
    readMsP50: Math.round(median(reading)),
    matchMsP50: Math.round(median(matching)),
    matchOverRead: Number((median(matching) / median(reading)).toFixed(2)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  console.log(
    `Match-back: ${figures.households} households (${figures.mailedRows} mailings) against ${figures.policies} policies, read ${figures.readMsP50} ms, matched ${figures.matchMsP50} ms (${figures.matchOverRead}x reading), ${figures.matched} attributed, peak RSS ${figures.peakRssMb} MB`,
  );
  return figures;
}
