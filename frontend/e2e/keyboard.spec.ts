import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { describeFocus, expectVisibleFocus, tabAndPress, tabTo } from './keyboard';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

/** After a navigation the new page's main heading has the focus (app/shell/focus-on-navigate.tsx). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeFocused();
}

/** The focused element at 1366 and 820 px wide, on screen with its focus ring. */
async function screenshotFocus(page: Page, name: string) {
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: width === 1366 ? 900 : 1180 });
    await page.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
    await expectVisibleFocus(page);
    await page.screenshot({ path: `${SHOTS}/keyboard-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('keyboard only: a cross-sell letter personalized (steps 1-4) and checked out, with visible focus in reading order', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // The address of a cross-sell letter; from there on only keys.
  await page.goto('/products?f-program-type=cross-sell&f-product-format=letter-templates');
  const first = page.locator('main a[href^="/product/"]').first();
  await expect(first).toBeVisible();
  const productName = (await first.textContent())?.trim() ?? '';
  await page.goto((await first.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();

  // The first Tab reaches the skip link; Enter on it moves on to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('link', { name: 'Personalize' }));

  // Before step 1: the express question (No) and, for an asset saved before, the saved-item question (No).
  const express = page.getByRole('heading', {
    name: 'Would you like to place one order for yourself and the sub codes you have access to?',
  });
  const savedItem = page.getByRole('heading', { name: 'Would you like to use the previously saved item?' });
  const stepOne = page.getByRole('heading', { name: 'Personalize', level: 1 });
  await expect(express.or(savedItem).or(stepOne)).toBeVisible({ timeout: 15_000 });
  if (await express.isVisible()) {
    await tabAndPress(page, page.getByRole('button', { name: 'No', exact: true }));
    await expect(savedItem.or(stepOne)).toBeVisible({ timeout: 15_000 });
  }
  if (await savedItem.isVisible())
    await tabAndPress(page, page.getByRole('button', { name: 'No', exact: true }));

  // Step 1: the heading has the focus; the agent's names come one after the other.
  await expect(page).toHaveURL(/\/personalization\/step-1\//);
  await expectHeadingFocused(page, 'Personalize');
  await tabTo(page, page.getByLabel('Agent First Name'));
  await page.keyboard.press('Tab');
  expect(await describeFocus(page)).toContain('Agent Last Name');
  await tabAndPress(page, page.getByRole('button', { name: 'Preview PDF' }));
  // The server renders the proof and pdf.js draws it: slow on a busy machine.
  await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 60_000 });
  const approvals = [
    'I approve the final PDF.',
    'I accept the terms and conditions.',
    'I certify that this piece will not be used in Massachusetts.',
  ];
  for (const approval of approvals) {
    await tabAndPress(page, page.getByLabel(approval), 'Space');
    await expect(page.getByLabel(approval)).toBeChecked();
  }
  await screenshotFocus(page, 'step-1-approval');
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('button', { name: 'Next', exact: true }));

  // Step 2: No to "all policyholders", the page's rows ticked with Space, the step's Next.
  await expect(page).toHaveURL(/\/personalization\/step-2\//);
  const orderStateId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.locator('main h1').first()).toBeFocused();
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('button', { name: 'No', exact: true }));
  const selectPage = page.getByRole('checkbox', { name: 'Select all on this page' });
  await tabAndPress(page, selectPage, 'Space');
  await expect(selectPage).toBeChecked();
  await expect(page.getByText(/^[1-9]\d* of [\d,]+ policyholders selected$/)).toBeVisible();
  await expectAccessible(page);
  // The pager has a Next of its own, inside its navigation.
  await tabAndPress(page, page.locator('main button:not(nav *)', { hasText: /^Next$/ }));

  // Step 3: one drop; the calendar is a grid of days: the arrows move, Enter picks.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${orderStateId}$`));
  await expect(page.locator('main h1').first()).toBeFocused();
  await expect(page.getByText('How would you like your mailing to be sent?')).toBeVisible();
  const focusableDay = page.locator('main .rdp-day button[tabindex="0"]');
  await tabTo(page, focusableDay);
  const firstDay = await focusableDay.getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  // The day picker moves the focus in an effect of the render the key caused: on Preact a frame after the key.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .not.toBe(firstDay);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const summary = page.getByRole('table', { name: 'Mail Frequency Summary' });
  await expect(summary.locator('tbody tr')).toHaveCount(1);
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('button', { name: 'Next', exact: true }));

  // Step 4: the review; Add to Cart.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  await expect(page.locator('main h1').first()).toBeFocused();
  await expect(page.getByRole('table', { name: 'Summary' })).toBeVisible();
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('button', { name: 'Add to Cart' }));

  // The cart and checkout: each step's heading first, then its action.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('main h1').first()).toBeFocused();
  await expect(page.locator('main').getByRole('listitem').filter({ hasText: productName })).toBeVisible();
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('link', { name: 'Proceed to Checkout' }));
  await page.waitForURL(/\/(checkout\/shipping|checkout\/payment|review)$/);
  if (page.url().endsWith('/checkout/shipping')) {
    await expect(page.locator('main h1').first()).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectAccessible(page);
    await tabAndPress(page, page.getByRole('button', { name: 'Continue' }));
    await page.waitForURL(/\/(checkout\/payment|review)$/);
  }
  if (page.url().endsWith('/checkout/payment')) {
    await expect(page.locator('main h1').first()).toBeFocused();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }));
    await screenshotFocus(page, 'payment-continue');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.locator('main h1').first()).toBeFocused();
  await expectAccessible(page);
  await tabAndPress(page, page.getByRole('button', { name: 'PLACE ORDER' }));
  await expect(page).toHaveURL(/\/order-confirmed\/[A-Z0-9]+$/, { timeout: 30_000 });
  await expect(page.locator('main h1').first()).toBeFocused();
  await expectAccessible(page);
});
