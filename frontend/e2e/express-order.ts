import { expect, type Page } from '@playwright/test';
import { CATALOGUE_IDS } from '../../infra/local/seed/catalogue-ids';
import { expectAccessible } from './axe';
import { approveAndContinue } from './personalization';
import { signInAsNew } from './sign-in';

/** Screenshots of each step, looked at after the run (the brief's /tmp/express-*.png). */
export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/express-${name}.png`, fullPage: true });

const productIdOf = (itemNumber: string) => {
  const found = CATALOGUE_IDS.find((entry) => entry.itemNumber === itemNumber);
  if (!found) throw new Error(`${itemNumber} is not in the demo catalogue`);
  return found.productId;
};

/**
 * A new owner → AP-8083 → express confirmation → `subCodes` sub codes (two unless asked) → the same
 * personalization → step 1 proof → step 2 all → step 3 date → step 4 a row each → the cart's one line.
 * Answers the bulk order state's id.
 */
export async function expressOrderToCart(page: Page, subCodes = 2): Promise<string> {
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
  for (let chosen = 1; chosen <= subCodes; chosen++) {
    await tiles.first().click();
    await expect(page.getByText(`${chosen} selected`)).toBeVisible();
  }
  await expect(next).toBeEnabled();
  await shot(page, '2-sub-codes');
  await expectAccessible(page);
  await next.click();

  // The same personalization for all of them.
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
  await expect(counts).toHaveCount(subCodes);
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
  await expect(rows).toHaveCount(subCodes, { timeout: 60_000 });
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
  return bulkOrderStateId;
}
