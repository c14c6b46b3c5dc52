import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

test('a 6-month greeting-card subscription: personalize, subscribe the whole list, review the cards, add to the cart', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // Relationship marketing's Subscribe: the subscription product (AP-3954M).
  await page.goto('/products?f-product-search-term=AP-3954M');
  await page.locator('main a[href^="/product/"]').first().click();
  await page.getByRole('link', { name: 'Personalize' }).click();
  await answerSavedItemQuestion(page);
  await personalizeAndApprove(page);

  // The return page sends a subscription to its step 2, with the three-step bar.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^/?]+\?docId=[^&]+&isSubscription=true$/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['✓Personalize (done)', '2Select Mail List', '3Review']);
  await page.getByLabel('6 months').check();
  const cards = page.getByRole('table', { name: 'Cards for your whole list' });
  await expect(cards.locator('tbody tr')).toHaveCount(3, { timeout: 30_000 });
  await expect(cards.locator('tbody tr').last()).toContainText('Birthday Card');
  const selectAll = page.getByRole('button', { name: /^Select all [\d,]+$/ });
  const subscribers = ((await selectAll.textContent()) ?? '').replace(/^Select all /, '');
  await selectAll.click();
  await expect(page.getByText(`${subscribers} of ${subscribers} policyholders selected`)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/subscription-step-2-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Next', exact: true }).last().click();

  // Review & Add to Cart: two seasonal cards per subscriber plus the birthdays in the term.
  await expect(page).toHaveURL(
    new RegExp(`/personalization/step-3-review/${orderStateId}\\?isSubscription=true$`),
  );
  await expect(page.getByText('6 months')).toBeVisible();
  const summary = page.getByRole('table', { name: 'Subscription summary' });
  const counts = (await summary.locator('tbody tr td:nth-child(2)').allTextContents()).map((text) =>
    Number(text.replace(/,/g, '')),
  );
  expect(counts).toHaveLength(3);
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[1]).toBe(counts[0]);
  const total = counts.reduce((sum, value) => sum + value, 0);
  await expect(summary.locator('tfoot')).toContainText(total.toLocaleString('en-US'));
  // The subscribers are cleaned as the wizard cleans a list: the review says so, and the cards are those
  // of the cleaned subscribers (one seasonal card each per season).
  const cleaning = page.getByRole('region', { name: 'List cleaning' });
  await expect(cleaning).toBeVisible();
  const householdChoice = cleaning.getByRole('checkbox', { name: 'Send one per household' });
  await expect(householdChoice).not.toBeChecked();
  const removedSummary = cleaning.getByTestId('list-cleaning-summary');
  if (await removedSummary.count()) await expect(removedSummary).toHaveText(/^\d+ removed: .+ saved$/);
  expect(counts[0]).toBeLessThanOrEqual(Number(subscribers.replace(/,/g, '')));
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e-shots/subscription-review-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/subscription-review-820.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  // One per household, with the keyboard: the server subscribes the cleaned list again and reprices.
  await householdChoice.focus();
  await page.keyboard.press('Space');
  // The server subscribes the whole list again: slow on a busy machine.
  await expect(householdChoice).toBeChecked({ timeout: 60_000 });
  await expect(householdChoice).toBeEnabled();
  const cleaned = Number(
    ((await summary.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? '').replace(/,/g, ''),
  );
  expect(cleaned).toBeGreaterThan(0);
  expect(cleaned).toBeLessThanOrEqual(counts[0]!);
  await page.screenshot({
    path: 'test-results/e2e-shots/subscription-review-household-1366.png',
    fullPage: true,
  });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('link', { name: 'Relationship Marketing Greeting Card Subscription' }),
  ).toBeVisible();
  // The line counts the cleaned subscribers, not the cards.
  await expect(page.getByText(`${cleaned.toLocaleString('en-US')} recipients`)).toBeVisible();
});
