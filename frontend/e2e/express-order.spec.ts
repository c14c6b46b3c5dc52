import { formatStatCode } from '@msc/shared/rules/formatting';
import { expect, type Page, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { checkout } from './checkout';
import { expressOrderToCart, shot } from './express-order';
import { signInAsNew } from './sign-in';

const IN_CART =
  'An Express Order is already in the cart. Please complete the Express Order or remove the item from the cart to proceed.';

/** The wizard to the cart's one line (./express-order.ts), then another product refused beside it. */
async function expressOrderInCart(page: Page, subCodes?: number) {
  await expressOrderToCart(page, subCodes);

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

test('an express order placed: three orders, one per sub code, on its confirmation with the one charge, and one bulk id in order history', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await expressOrderInCart(page, 3);
  await page.goto('/cart');
  const charged = (
    (await page
      .getByRole('region', { name: 'Order Summary' })
      .locator('div', { has: page.getByText('Total', { exact: true }) })
      .locator('dd')
      .textContent()) ?? ''
  ).trim();
  expect(charged).toMatch(/^\$/);

  // The confirmation lists the three orders and totals the one charge, not one order's share.
  await checkout(page);
  const placed = page.getByRole('table', { name: 'The orders of this Express Order' });
  await expect(placed.locator('tbody tr')).toHaveCount(3);
  await expect(
    page.getByText('3 orders were placed, one for each sub code, and paid with one charge.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(charged);
  await shot(page, '10-confirmed');
  const numbers = (await placed.locator('tbody tr td:first-child').allTextContents()).map((text) =>
    text.trim(),
  );

  // Order history: each of them opens on its order page, all tied by one bulk id.
  const bulkIds: string[] = [];
  for (const number of numbers.slice(0, 2)) {
    await page.goto('/account/order-history');
    await page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    bulkIds.push(((await page.getByTestId('bulk-order-id').textContent()) ?? '').trim());
  }
  await shot(page, '12-order-detail');
  expect(bulkIds[0]).toMatch(/^Express Order \S+$/);
  expect(bulkIds[1]).toBe(bulkIds[0]);
});

test("an express order started from a list's Start Order counts each sub code's customers on that list", async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/cross-sell/view-summary/Cross-Sell-Custom-Home');
  const summary = page.getByRole('table', { name: 'Custom Home' });
  await expect(summary.getByRole('row').nth(1)).toBeVisible();
  // The list's opportunities per sub code, as the summary counts them.
  const onList = new Map<string, number>();
  for (const row of await summary.getByRole('row').all()) {
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    // Columns: actions, opportunities, sub code, …
    if (cells.length > 2) onList.set(cells[2]!, Number(cells[1]!.replace(/,/g, '')));
  }
  await summary
    .getByRole('link', { name: /^Start Order: / })
    .first()
    .click();
  await page.getByRole('link', { name: /^Direct Mail/ }).click();
  await page.getByRole('button', { name: 'Select Auto-to-Home Cross-sell Letter', exact: true }).click();
  await expect(page).toHaveURL(/\/expressorder\/confirmation\//);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Each tile counts the sub code's customers on the list, not its whole book.
  const strip = page.getByRole('region', { name: 'Select Sub Codes' });
  await expect(strip.getByRole('button').first()).toBeVisible();
  await shot(page, '13-sub-codes-of-list');
  let compared = 0;
  for (const [subCode, count] of onList) {
    const tile = strip.getByRole('button').filter({ hasText: formatStatCode(subCode) });
    if ((await tile.count()) === 0) continue;
    await expect(tile).toContainText(`${count.toLocaleString('en-US')} policyholders`);
    compared += 1;
  }
  expect(compared).toBeGreaterThan(0);
});
