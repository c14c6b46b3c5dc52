import { handler as adminHandler } from '@msc/functions/admin/handler';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { fakerFor } from '../seed/random';
import { SeedWriter } from '../seed/writer';
import { medianMs, type PageFigure, ratioOf } from './page-figures';

/** A company directory's size against a small one's (issue 44: the Admin Center's lists read what they show). */
const DIRECTORY = { small: 50, busy: 20_000 };
const STAFF = 'search-sa@bench.local';
/** The users the term finds, the same at both sizes: a name the generated directory never has. */
const FOUND = ['quarrington.a@bench.local', 'quarrington.b@bench.local', 'quarrington.c@bench.local'];
const TERM = 'quarrington';

const agent = (userName: string, firstName: string, lastName: string) => ({
  userName,
  email: userName,
  firstName,
  lastName,
  roles: ['Agent'],
  primaryRole: 'Agent',
  defaultAgencyId: 0,
  hasChosenAgency: false,
});

/** Directory users `from`…`to - 1`, named as people are (the seed's faker, fixed seed). */
function directory(from: number, to: number) {
  const faker = fakerFor('user-search-bench');
  const users = [];
  for (let n = 0; n < to; n++) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    if (n >= from)
      users.push(agent(`${firstName}.${lastName}.${n}@directory.bench`.toLowerCase(), firstName, lastName));
  }
  return users;
}

const searchP50 = () =>
  medianMs(async () => {
    const { status, body } = await invoke(adminHandler, {
      method: 'GET',
      path: '/api/admin/users',
      query: `term=${TERM}&pageNumber=1&pageSize=25`,
      claims: claimsFor(STAFF),
    });
    if (status !== 200 || (body as { totalCount: number }).totalCount !== FOUND.length)
      throw new Error(`user search answered ${status} ${JSON.stringify(body).slice(0, 200)}`);
  });

/**
 * The Admin Center's user search at a directory of 50 users and of 20,000, the same three users found:
 * written through the seed's writer (each user with its index words, as the index job leaves them).
 */
export async function benchUserSearch(): Promise<PageFigure> {
  const writer = new SeedWriter(2);
  const staff = { ...agent(STAFF, 'Sam', 'Staff'), roles: ['SA'], primaryRole: 'SA' };
  const found = FOUND.map((userName, n) => agent(userName, `Found${n}`, 'Quarrington'));
  writer.add('user', [staff, ...found, ...directory(0, DIRECTORY.small - found.length - 1)] as never);
  await writer.flush();
  const small = await searchP50().catch((error: Error) => error.message);
  console.log(`  writing a directory of ${DIRECTORY.busy.toLocaleString('en-US')} users…`);
  writer.add(
    'user',
    directory(DIRECTORY.small - found.length - 1, DIRECTORY.busy - found.length - 1) as never,
  );
  await writer.flush();
  const busy = await searchP50().catch((error: Error) => error.message);
  return ratioOf(
    `Admin Center user search (${DIRECTORY.small} / ${DIRECTORY.busy.toLocaleString('en-US')} users)`,
    small,
    busy,
  );
}
