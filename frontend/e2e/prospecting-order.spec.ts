import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { checkout } from './checkout';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

const shot = async (page: Page, name: string) => {
  const dir = join(test.info().config.rootDir, '../test-results/e2e-shots');
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `prospecting-${name}-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

/** The figure after a label in the availability summary ("With phone numbers: 1,234"). */
const countOf = async (page: Page, label: string) => {
  const text = await page
    .getByText(new RegExp(`${label}: [\\d,]+`))
    .first()
    .textContent();
  return Number(new RegExp(`${label}: ([\\d,]+)`).exec(text ?? '')![1]!.replaceAll(',', ''));
};

test('a prospecting order with ZIP + radius → Check Availability → option → schedule → review → cart → order → prospect list', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // The wizard's address without an order state starts where a prospecting order starts.
  await page.goto('/prospecting/step-1');
  await expect(page).toHaveURL(/\/prospecting\/select-promote-prospects$/);
  await page.getByRole('link', { name: 'Package' }).click();
  await expect(page).toHaveURL(/\/personalization\/select-asset\?.*programType=prospecting/);
  const choose = page.getByRole('button', { name: /^Select / }).first();
  await expect(choose).toBeVisible();
  const productName = ((await choose.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await choose.click();
  await answerSavedItemQuestion(page, 'No');
  await personalizeAndApprove(page);

  // Step 2: the list type, then the ZIP panel.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^?]+/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(
    page.getByRole('heading', { name: 'Which mailing list would you like to use?' }),
  ).toBeVisible();
  await shot(page, 'list-type');
  await page.getByRole('button', { name: /Purchase a list of prospects/ }).click();

  await page.getByLabel('ZIP codes (comma separated)').fill('62701');
  await page.getByLabel('Radius').selectOption('10');
  const check = page.getByRole('button', { name: 'Check Availability' });
  await check.click();
  await expect(page.getByText(/\d+ ZIP codes reached/)).toBeVisible();
  // Springfield's seeded do-not-mail addresses are left out, and the panel says so.
  await expect(page.getByText(/[\d,]+ households? on the suppression list left out/)).toBeVisible();
  const withPhone = await countOf(page, 'With phone numbers');
  const withoutPhone = await countOf(page, 'Without phone numbers');
  expect(withPhone).toBeGreaterThan(0);
  expect(withoutPhone).toBeGreaterThan(withPhone);

  // The four options; Next only once the chosen one has prospects.
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  for (const option of [
    'With phone numbers: all',
    'With phone numbers: select a quantity',
    'Without phone numbers: all',
    'Without phone numbers: select a quantity',
  ]) {
    await expect(page.getByLabel(option)).toBeVisible();
  }
  await page.getByLabel('With phone numbers: select a quantity').check();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await expect(next).toBeDisabled();
  await quantity.fill('300');
  await expect(next).toBeEnabled();
  await shot(page, 'zip-panel');

  // The server recounts and prices the choice: 300 with phone numbers, priced above the letter.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/order-states/${orderStateId}/prospects`) && response.ok(),
  );
  await next.click();
  const state = (await (await saved).json()) as {
    targetCount: number;
    unitPrice: number;
    totalPrice: number;
    availableCount: number;
    zipCodes: string[];
    zipRadius: number;
  };
  expect(state).toMatchObject({
    targetCount: 300,
    availableCount: withPhone,
    zipCodes: ['62701'],
    zipRadius: 10,
  });
  expect(state.totalPrice).toBe(300 * state.unitPrice);

  // Step 3: one time, the first open day.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${orderStateId}$`));
  await expect(page.getByText('How would you like your mailing to be sent?')).toBeVisible();
  await page.getByLabel('All policyholders at one time').check();
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  const schedule = page.getByRole('table', { name: 'Mail Frequency Summary' });
  await expect(schedule.locator('tfoot')).toContainText('300');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: the review, with two Add to Cart buttons; Edit of the count reopens step 2 with the choice.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  const review = page.getByRole('table', { name: 'Summary' });
  await expect(review.locator('tfoot')).toContainText('300');
  const addButtons = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addButtons).toHaveCount(2);
  await shot(page, 'review');

  // The wizard's addresses open the same order state's steps.
  await page.goto(`/prospecting/step-2/select-mail-list?id=${orderStateId}`);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-2/${orderStateId}$`));
  await expect(page.getByLabel('ZIP codes (comma separated)')).toHaveValue('62701');
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('300');
  await page.goto(`/prospecting/step-4?id=${orderStateId}`);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));

  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: productName });
  await expect(line.getByText('300 recipients')).toBeVisible();
  const unit = (state.unitPrice / 100).toFixed(2);
  await expect(line.getByText(`$${unit}`).first()).toBeVisible();
  await expect(page.getByText(`$${((300 * state.unitPrice) / 100).toFixed(2)}`).first()).toBeVisible();
  await shot(page, 'cart');

  // Placed, the order keeps the purchase: its details link to the prospect list (60 days after the mail date).
  // A mailed piece ships nothing: shipping is passed when the cart has no shipping to choose.
  const orderId = await checkout(page);
  await page.goto(`/account/order/${orderId}`);
  const listLink = page.getByRole('link', { name: /^Prospect List \(\d+ days left\)$/ });
  await expect(listLink).toBeVisible();
  await shot(page, 'order-details');
  await listLink.click();
  await expect(page).toHaveURL(new RegExp(`/account/order/${orderId}/prospect-list/`));
  await expect(page.getByRole('heading', { name: 'Prospect List' })).toBeVisible();
  await expect(page.getByText(/^300 prospects, available until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const prospects = page.getByRole('table', { name: 'Purchased prospects' });
  // The default page of 50, every one with a phone (the phone option was bought) in the reached ZIPs.
  await expect(prospects.locator('tbody tr')).toHaveCount(50);
  await expect(prospects.locator('tbody tr').first()).toContainText(/\d{3}-\d{3}-\d{4}/);
  await expect(prospects.locator('tbody tr').first()).toContainText('62701');
  await expectAccessible(page);
  await shot(page, 'prospect-list');
  const listUrl = new URL(page.url()).pathname;

  // The account's lists show it too (spec 2 §1), opening the same list.
  await page.goto('/account/agency-lists');
  const accountLists = page.getByRole('table', { name: 'Prospect Lists' });
  const listed = accountLists.locator('tbody tr').filter({ has: page.locator(`a[href="${listUrl}"]`) });
  await expect(listed).toContainText(productName);
  await expect(listed).toContainText('300');
  await expect(listed).toContainText(/\d+ days left/);
  await shot(page, 'account-lists');
  await listed.getByRole('link', { name: /^View Prospect List / }).click();
  await expect(page).toHaveURL(listUrl);

  // Another user's wizard address of this order state finds nothing.
  const other = await browser.newPage();
  await signInAsNew(other, 'agent@demo.local');
  // A new agent has no agency yet: a load may open the first-load modal over the page, left by Exit.
  const seenPastAgencyChoice = async (shown: Locator) => {
    const choice = other.getByRole('dialog', { name: 'Change Agency' });
    await expect(choice.or(shown)).toBeVisible();
    if (await choice.isVisible()) await choice.getByRole('button', { name: 'Exit' }).click();
    await expect(shown).toBeVisible();
  };
  await other.goto(`/prospecting/step-2/select-mail-list?id=${orderStateId}`);
  await seenPastAgencyChoice(other.getByRole('heading', { name: 'Page not found' }));
  // Nor the prospect list of the order.
  await other.goto(listUrl);
  await seenPastAgencyChoice(other.getByRole('alert').filter({ hasText: 'Order not found.' }));
  await other.close();
});
