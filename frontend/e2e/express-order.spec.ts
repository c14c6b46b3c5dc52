import { expect, type Page, test } from '@playwright/test';
import { CATALOGUE_IDS } from '../../infra/local/seed/catalogue-ids';
import { planProducts } from '../../infra/local/seed/products';
import { expectAccessible } from './axe';
import { checkout } from './checkout';
import { approveAndContinue } from './personalization';
import { signInAsNew } from './sign-in';

/** Screenshots of each step, looked at after the run (the brief's /tmp/express-*.png). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/express-${name}.png`, fullPage: true });

const productIdOf = (itemNumber: string) => {
  const found = CATALOGUE_IDS.find((entry) => entry.itemNumber === itemNumber);
  if (!found) throw new Error(`${itemNumber} is not in the demo catalogue`);
  return found.productId;
};

const IN_CART =
  'An Express Order is already in the cart. Please complete the Express Order or remove the item from the cart to proceed.';

/**
 * Owner → AP-8083 → express confirmation → two sub codes → the same personalization → step 1 proof → step 2
 * all → step 3 date → step 4 two rows → the cart's one line → another product refused.
 */
async function expressOrderInCart(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // An owner master personalizing AP-8083 is offered the express order.
  const productId = productIdOf('AP-8083');
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(new RegExp(`/expressorder/confirmation/${productId}`));
  await expect(
    page.getByRole('heading', {
      name: 'Would you like to place one order for yourself and the sub codes you have access to?',
    }),
  ).toBeVisible();
  await shot(page, '1-confirmation');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Sub codes: Next stays off until one is chosen; two are chosen.
  await expect(page).toHaveURL(/\/expressorder\/subcodes\/[^/]+$/);
  const bulkOrderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const tiles = page
    .getByRole('region', { name: 'Select Sub Codes' })
    .getByRole('button', { pressed: false });
  await expect(tiles.first()).toBeVisible();
  await expect(next).toBeDisabled();
  await tiles.first().click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await tiles.first().click();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(next).toBeEnabled();
  await shot(page, '2-sub-codes');
  await expectAccessible(page);
  await next.click();

  // The same personalization for both.
  await expect(page).toHaveURL(new RegExp(`/expressorder/personalization/confirmation/${bulkOrderStateId}$`));
  await shot(page, '3-same-personalization');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Step 1: the built-in editor's proof, the approvals, Next through the return page to step 2.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-1/${bulkOrderStateId}`));
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, '4-step-1');
  await expectAccessible(page);
  await approveAndContinue(page);

  // Step 2: all policyholders of each sub code, 'n of total'.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-2/${bulkOrderStateId}$`), { timeout: 20_000 });
  const counts = page.getByTestId('policyholder-count');
  await expect(counts).toHaveCount(2);
  for (const text of await counts.allTextContents()) {
    const [selected, total] = text.split(' of ');
    expect(Number(total?.replace(/,/g, ''))).toBeGreaterThan(0);
    expect(selected).toBe(total);
  }
  await shot(page, '5-step-2');
  await expectAccessible(page);
  await next.click();

  // Step 3: One Time Drop on the first open day; the frequency summary has its one drop.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-3/${bulkOrderStateId}$`));
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  const frequency = page.getByRole('table', { name: 'Mail Frequency Summary' });
  await expect(frequency.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
  await shot(page, '6-step-3');
  await expectAccessible(page);
  await next.click();

  // Step 4: progress while the pipeline runs, then one row per sub code, the total and the notes.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-4/${bulkOrderStateId}$`));
  const rows = page.locator('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByText('Pricing prior to potential applied discount.')).toBeVisible();
  await expect(page.getByText('Turn off Pop-up Blocker to allow for PDF previewing')).toBeVisible();
  await page.getByRole('button', { name: 'Preview', exact: true }).last().click();
  await expect(page.getByRole('img', { name: /Page 1 of \d+/ })).toBeVisible({ timeout: 30_000 });
  await shot(page, '7-step-4');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1024, height: 900 });
  await shot(page, '7-step-4-1024');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  // The cart: one line for the whole Express Order.
  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Express Order');
  await shot(page, '8-cart');

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
