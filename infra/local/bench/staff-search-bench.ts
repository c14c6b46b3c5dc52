import { handler as adminHandler } from '@msc/functions/admin/handler';
import { handler as agencyHandler } from '@msc/functions/agency/handler';
import type { ApiHandler } from '@msc/functions/capabilities';
import { userItem } from '@msc/functions/test/fixtures';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { agency } from '../seed/agencies';
import { fakerFor } from '../seed/random';
import { SeedWriter } from '../seed/writer';
import { medianMs, type PageFigure, ratioOf } from './page-figures';

/**
 * The staff searches at a company's size against a small one's (issue 44: staff lists read what they show):
 * the Admin Center's user search over a directory of 20,000 users against 50, and Change Agency over 5,000
 * agencies against 50, the same three found at both sizes (a name the generated ones never have).
 */
const SIZES = { users: { small: 50, busy: 20_000 }, agencies: { small: 50, busy: 5_000 } };
const STAFF = 'search-sa@bench.local';
const TERM = 'quarrington';
const FOUND = 3;
const FIRST_AGENCY_ID = 700_000;

const agent = (userName: string, firstName: string, lastName: string) =>
  userItem({ userName, firstName, lastName });

/** Directory users `from`…`to - 1`, named as people are (the seed's faker, fixed seed). */
function directory(from: number, to: number) {
  const faker = fakerFor('staff-search-bench:users');
  const users = [];
  for (let n = 0; n < to; n++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    if (n >= from)
      users.push(agent(`${firstName}.${lastName}.${n}@directory.bench`.toLowerCase(), firstName, lastName));
  }
  return users;
}

/** Agencies `from`…`to - 1` as the seed makes them; the first FOUND are named for the term. */
function agencies(from: number, to: number) {
  const faker = fakerFor('staff-search-bench:agencies');
  const made = [];
  for (let n = 0; n < to; n++) {
    const one = agency(faker, FIRST_AGENCY_ID + n, String(70_000_000 + n), 'WA');
    if (n >= from) made.push(n < FOUND ? { ...one, agencyName: `Quarrington ${n} Insurance` } : one);
  }
  return made;
}

const searchP50 = (handler: ApiHandler, path: string, query: string, count: (body: unknown) => number) =>
  medianMs(async () => {
    const { status, body } = await invoke(handler, { method: 'GET', path, query, claims: claimsFor(STAFF) });
    if (status !== 200 || count(body) !== FOUND)
      throw new Error(`${path} answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
  });

const userSearch = () =>
  searchP50(
    adminHandler,
    '/api/admin/users',
    `term=${TERM}&pageNumber=1&pageSize=25`,
    (body) => (body as { totalCount: number }).totalCount,
  );
const agencySearch = () =>
  searchP50(
    agencyHandler,
    '/api/agencies',
    `agencyName=${TERM}`,
    (body) => (body as { results: unknown[] }).results.length,
  );

/** Both searches at the small sizes, then the same after the busy sizes are written (through the seed's
 * writer: each user and agency with its index words, as the index job leaves them). */
export async function benchStaffSearches(): Promise<PageFigure[]> {
  const writer = new SeedWriter(2);
  const staff = { ...agent(STAFF, 'Sam', 'Staff'), roles: ['SA'], primaryRole: 'SA' };
  const found = Array.from({ length: FOUND }, (_, n) =>
    agent(`${TERM}.${n}@bench.local`, `Found${n}`, 'Quarrington'),
  );
  const smallUsers = SIZES.users.small - FOUND - 1;
  writer.add('user', [staff, ...found, ...directory(0, smallUsers)] as never);
  writer.add('agency', agencies(0, SIZES.agencies.small) as never);
  await writer.flush();
  const small = {
    users: await userSearch().catch((error: Error) => error.message),
    agencies: await agencySearch().catch((error: Error) => error.message),
  };
  console.log('  writing 20,000 users and 5,000 agencies…');
  writer.add('user', directory(smallUsers, SIZES.users.busy - FOUND - 1) as never);
  writer.add('agency', agencies(SIZES.agencies.small, SIZES.agencies.busy) as never);
  await writer.flush();
  const sizes = (of: { small: number; busy: number }) => `${of.small} / ${of.busy.toLocaleString('en-US')}`;
  return [
    ratioOf(`Admin Center user search (${sizes(SIZES.users)} users)`, small.users, await userSearch()),
    ratioOf(`Change Agency, staff (${sizes(SIZES.agencies)} agencies)`, small.agencies, await agencySearch()),
  ];
}
