import { expect, type Page, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { checkout } from './checkout';
import { expressOrderToCart, shot } from './express-order';

const IN_CART =
  'An Express Order is already in the cart. Please complete the Express Order or remove the item from the cart to proceed.';

/** The wizard to the cart's one line (./express-order.ts), then another product refused beside it. */
async function expressOrderInCart(page: Page) {
  await expressOrderToCart(page);

  // Nothing may join it.
  const other = planProducts(new Date()).find(
    (candidate) =>
      candidate.canAddToCart &&
      !candidate.isPersonalizable &&
      !candidate.limitAvailable &&
      (candidate.availabilityStates ?? []).length === 0,
  );
  if (!other) throw new Error('the demo catalogue has no plain product to add');
  await page.goto(`/product/${other.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(IN_CART)).toBeVisible();
  await shot(page, '9-refused');
}

test('an express order for two sub codes: one personalization, all policyholders, one drop, one cart line that nothing may join', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await expressOrderInCart(page);
});

test('an express order placed: two orders, one per sub code, with one bulk id in order history', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await expressOrderInCart(page);

  // Checkout: two orders, one per sub code, tied by one bulk id.
  await page.goto('/cart');
  await checkout(page);
  await shot(page, '10-confirmed');

  // Order history: the two newest orders are the sub codes' orders, tied by one bulk id.
  await page.goto('/account/order-history');
  const history = page.getByRole('table', { name: 'Orders' });
  await expect(history.getByRole('row').nth(2)).toBeVisible();
  await shot(page, '11-order-history');
  const numbers = [
    ((await history.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '').trim(),
    ((await history.getByRole('row').nth(2).getByRole('link').first().textContent()) ?? '').trim(),
  ];
  const bulkIds: string[] = [];
  for (const number of numbers) {
    await page.goto('/account/order-history');
    await history.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    bulkIds.push(((await page.getByTestId('bulk-order-id').textContent()) ?? '').trim());
  }
  await shot(page, '12-order-detail');
  expect(bulkIds[0]).toMatch(/^Express Order \S+$/);
  expect(bulkIds[1]).toBe(bulkIds[0]);
});
