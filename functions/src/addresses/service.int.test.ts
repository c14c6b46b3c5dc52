import { apiErrors, validation } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const MINE = 'addresses-owner@test.local';
const THEIRS = 'addresses-other@test.local';
const call = callerOf(handler);
const address = (addressee: string, isDefault?: boolean) => ({
  addressee,
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  isDefault,
});
const book = (body: { addressee: string; isDefault: boolean }[]) =>
  body.map((entry) => `${entry.addressee}${entry.isDefault ? '*' : ''}`);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: MINE, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: THEIRS, defaultAgencyId: 1 }, [1]);
});

describe('shipping addresses', () => {
  it('adds (the first is the default), edits, moves the default, and deletes with the next one taking it', async () => {
    expect(book((await call(MINE, 'POST', '/addresses', address('Home'))).body)).toEqual(['Home*']);
    await call(MINE, 'POST', '/addresses', address('Office'));
    const added = await call(MINE, 'POST', '/addresses', address('Cabin'));
    expect(added.status).toBe(201);
    // The default first, then in the order added.
    expect(book(added.body)).toEqual(['Home*', 'Office', 'Cabin']);

    const cabin = added.body[2];
    const edited = await call(MINE, 'PUT', `/addresses/${cabin.id}`, {
      ...address('Lake Cabin'),
      city: 'Chelan',
    });
    expect(edited.body[2]).toMatchObject({ addressee: 'Lake Cabin', city: 'Chelan', isDefault: false });

    const moved = await call(MINE, 'PUT', `/addresses/${cabin.id}/default`);
    expect(book(moved.body)).toEqual(['Lake Cabin*', 'Home', 'Office']);

    const removed = await call(MINE, 'DELETE', `/addresses/${cabin.id}`);
    expect(book(removed.body)).toEqual(['Home*', 'Office']);
  });

  it("refuses another user's address and a line 1 over 30 characters", async () => {
    const [mine] = (await call(MINE, 'GET', '/addresses')).body;
    for (const [method, path, body] of [
      ['PUT', `/addresses/${mine.id}`, address('X')],
      ['PUT', `/addresses/${mine.id}/default`, undefined],
      ['DELETE', `/addresses/${mine.id}`, undefined],
    ] as const) {
      expect(await call(THEIRS, method, path, body)).toMatchObject({
        status: 404,
        body: { message: apiErrors.addressNotFound },
      });
    }
    const tooLong = await call(MINE, 'POST', '/addresses', { ...address('Y'), addressLine1: 'x'.repeat(31) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(validation.addressLine1TooLong);
  });
});
