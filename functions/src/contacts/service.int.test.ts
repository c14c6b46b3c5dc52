import { apiErrors, validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const MINE = 'contacts-owner@test.local';
const THEIRS = 'contacts-other@test.local';
const call = callerOf(handler);

const contact = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
});
const names = (body: { results: { lastName: string }[] }) => body.results.map((entry) => entry.lastName);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: MINE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: THEIRS, defaultAgencyId: 1 }, [1]);
});

describe('contacts', () => {
  it('creates, lists by last name either way, edits, stars, and deletes a contact', async () => {
    for (const [first, last] of [
      ['Ann', 'baker'],
      ['Bo', 'Adams'],
      ['Cy', 'Carter'],
    ] as const) {
      expect((await call(MINE, 'POST', '/contacts', contact(first, last))).status).toBe(201);
    }
    const listed = await call(MINE, 'GET', '/contacts');
    expect(listed.body).toMatchObject({ totalCount: 3 });
    expect(names(listed.body)).toEqual(['Adams', 'baker', 'Carter']);
    const page = (await call(MINE, 'GET', '/contacts?sort=lastNameDesc&pageSize=12')).body;
    expect(names(page)).toEqual(['Carter', 'baker', 'Adams']);
    expect(page.totalCount).toBe(3);

    const adams = page.results[2];
    const renamed = await call(MINE, 'PUT', `/contacts/${adams.id}`, contact('Bo', 'Zimmer'));
    expect(renamed.body).toMatchObject({ id: adams.id, lastName: 'Zimmer' });
    expect(names((await call(MINE, 'GET', '/contacts')).body)).toEqual(['baker', 'Carter', 'Zimmer']);

    await call(MINE, 'PUT', `/contacts/${adams.id}/favorite`, { isFavorite: true });
    expect(names((await call(MINE, 'GET', '/contacts?favoritesOnly=true')).body)).toEqual(['Zimmer']);

    expect((await call(MINE, 'DELETE', `/contacts/${adams.id}`)).status).toBe(200);
    expect((await call(MINE, 'GET', '/contacts?favoritesOnly=true')).body.totalCount).toBe(0);
    expect((await call(MINE, 'GET', '/contacts')).body.totalCount).toBe(2);
    expect((await call(MINE, 'DELETE', `/contacts/${adams.id}`)).status).toBe(404);
  });

  it('pages by the counter: page 2 holds the rest, the totals follow every write', async () => {
    const user = 'contacts-many@test.local';
    await givenUser({ userName: user, defaultAgencyId: 1 }, [1]);
    expect((await call(user, 'GET', '/contacts')).body.totalCount).toBe(0);
    for (let n = 1; n <= 14; n++) {
      await call(user, 'POST', '/contacts', contact('Pat', `Name${String(n).padStart(2, '0')}`));
    }
    const second = (await call(user, 'GET', '/contacts?pageNumber=2&pageSize=12')).body;
    expect(second.totalCount).toBe(14);
    expect(names(second)).toEqual(['Name13', 'Name14']);
    await call(user, 'PUT', `/contacts/${second.results[0].id}/favorite`, { isFavorite: true });
    await call(user, 'PUT', `/contacts/${second.results[0].id}/favorite`, { isFavorite: true });
    expect((await call(user, 'GET', '/contacts?favoritesOnly=true')).body.totalCount).toBe(1);
    await call(user, 'DELETE', `/contacts/${second.results[0].id}`);
    expect((await call(user, 'GET', '/contacts?favoritesOnly=true')).body.totalCount).toBe(0);
    expect((await call(user, 'GET', '/contacts')).body.totalCount).toBe(13);
  });

  it("refuses another user's contact and an address line 1 over 30 characters", async () => {
    const mine = (await call(MINE, 'GET', '/contacts')).body.results[0];
    for (const [method, path, body] of [
      ['PUT', `/contacts/${mine.id}`, contact('X', 'Y')],
      ['PUT', `/contacts/${mine.id}/favorite`, { isFavorite: true }],
      ['DELETE', `/contacts/${mine.id}`, undefined],
    ] as const) {
      const answer = await call(THEIRS, method, path, body);
      expect(answer).toMatchObject({ status: 404, body: { message: apiErrors.contactNotFound } });
    }
    const tooLong = await call(MINE, 'POST', '/contacts', {
      ...contact('A', 'B'),
      addressLine1: 'x'.repeat(31),
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(validation.addressLine1TooLong);
  });
});
