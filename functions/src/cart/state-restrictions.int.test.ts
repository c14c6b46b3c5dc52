import { apiErrors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const call = callerOf(handler);

const add = (userName: string, productId: string) =>
  call(claimsFor(userName), 'POST', '/cart/items', { productId, quantity: 1 });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1, state: 'MA' });
  await givenAgency({ agencyId: 2, state: 'WA' });
  await givenUser({ userName: 'ma@test.local', defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: 'wa@test.local', defaultAgencyId: 2 }, [2]);
  await givenProduct({ productId: 'not-ma', restriction: 'NotForMA' });
  await givenProduct({ productId: 'co-only', availabilityStates: ['CO'] });
});

describe('state restrictions on add to cart', () => {
  it('refuses a NotForMA product for a Massachusetts agency and leaves the cart empty', async () => {
    const { status, body } = await add('ma@test.local', 'not-ma');
    expect(status).toBe(422);
    expect(body.message).toBe(apiErrors.productNotForAgencyState);
  });

  it('refuses a product outside its availability states, and allows the restricted one elsewhere', async () => {
    expect((await add('wa@test.local', 'co-only')).status).toBe(422);
    const { status, body } = await add('wa@test.local', 'not-ma');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(1);
  });
});
