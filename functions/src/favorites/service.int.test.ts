import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const FAN = 'favorites-fan@test.local';
const OTHER = 'favorites-other@test.local';
const call = callerOf(handler);
const ids = (body: { results: { id: string }[] }) => body.results.map((product) => product.id);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: FAN, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: OTHER, defaultAgencyId: 1 }, [1]);
  await givenProduct({ productId: 'p-b', name: 'Brochure', itemNumber: 'AP-200', isIgniteEligible: false });
  await givenProduct({
    productId: 'p-a',
    name: 'Annual letter',
    itemNumber: 'AP-300',
    isIgniteEligible: true,
  });
  await givenProduct({ productId: 'p-c', name: 'Card', itemNumber: 'AP-100', isIgniteEligible: false });
});

describe('favorites', () => {
  it('adds, sorts by the spec five ways, tells the product page, and removes', async () => {
    for (const productId of ['p-b', 'p-a', 'p-c']) {
      expect((await call(FAN, 'PUT', `/favorites/${productId}`)).body).toEqual({
        productId,
        isFavorite: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Adding again keeps the first date.
    await call(FAN, 'PUT', '/favorites/p-b');
    expect(ids((await call(FAN, 'GET', '/favorites')).body)).toEqual(['p-c', 'p-a', 'p-b']);
    expect(ids((await call(FAN, 'GET', '/favorites?sort=oldest-to-newest')).body)).toEqual([
      'p-b',
      'p-a',
      'p-c',
    ]);
    expect(ids((await call(FAN, 'GET', '/favorites?sort=asset-number-a-z')).body)).toEqual([
      'p-c',
      'p-b',
      'p-a',
    ]);
    expect(ids((await call(FAN, 'GET', '/favorites?sort=name-a-z')).body)).toEqual(['p-a', 'p-b', 'p-c']);
    expect(ids((await call(FAN, 'GET', '/favorites?sort=ignite-eligible-first')).body)[0]).toBe('p-a');
    const paged = (await call(FAN, 'GET', '/favorites?pageSize=12&pageNumber=2')).body;
    expect(paged).toMatchObject({ results: [], totalCount: 3, pageNumber: 2 });

    expect((await call(FAN, 'GET', '/favorites/p-a')).body.isFavorite).toBe(true);
    expect((await call(OTHER, 'GET', '/favorites/p-a')).body.isFavorite).toBe(false);
    expect((await call(OTHER, 'GET', '/favorites')).body.totalCount).toBe(0);

    await call(FAN, 'DELETE', '/favorites/p-a');
    expect(ids((await call(FAN, 'GET', '/favorites')).body)).toEqual(['p-c', 'p-b']);
    expect((await call(FAN, 'PUT', '/favorites/no-such-product')).status).toBe(404);
  });
});
