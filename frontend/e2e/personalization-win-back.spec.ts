import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

/** MM/DD/YYYY → a local Date at midnight. */
const usDate = (text: string) => {
  const [month, day, year] = text.split('/').map(Number);
  return new Date(year!, month! - 1, day!);
};

test('a win-back order: Win Back page → a letter → step 1 → the Win Back list → one mailing on the next 13th → the cart', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // The Win Back page's letters: a product search that starts win-back orders.
  await page.goto('/retention/win-back');
  await page.getByRole('link', { name: 'Order Win Back letters' }).click();
  await expect(page).toHaveURL(/f-product-tatic=win-back.*programType=WinBack/);
  await page
    .locator('main a[href^="/product/"]')
    .filter({ hasText: /Letter/ })
    .first()
    .click();
  const personalize = page.getByRole('link', { name: 'Personalize' });
  await expect(personalize).toHaveAttribute('href', /programType=WinBack/);
  await personalize.click();
  await answerSavedItemQuestion(page);
  await personalizeAndApprove(page);

  // Step 2: the four-step bar, the agency's Win Back list and how many opted out.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^/?]+/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    '✓Personalize (done)',
    '2Select Mail List',
    '3Select Mail Schedule',
    '4Review',
  ]);
  await expect(page.getByText(/^Your Win Back list: former auto customers/)).toBeVisible();
  await expect(page.getByTestId('suppressed-count')).toHaveText(
    /^Removed from this list because they opted out of mailings: \d+\.$/,
  );
  const available = page.getByText(/^[\d,]+ policyholders available$/);
  const count = ((await available.textContent()) ?? '').replace(/ policyholders available$/, '');
  expect(Number(count.replace(/,/g, ''))).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/e2e-shots/win-back-step-2-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/win-back-step-2-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Step 3 (win-back): the schedule explained, one mailing on the next 13th; Previous, Save For Later, Next.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3-win-back/${orderStateId}$`));
  await expect(page.getByRole('heading', { name: 'Your Win Back mail schedule' })).toBeVisible();
  await expectAccessible(page);
  const mailText = (await page.getByTestId('win-back-mail-date').textContent()) ?? '';
  const mailDate = /(\d{2}\/\d{2}\/\d{4})/.exec(mailText)?.[1] ?? '';
  // The 13th, or the Monday after when it falls on a weekend; always after today.
  expect([13, 14, 15]).toContain(usDate(mailDate).getDate());
  expect(usDate(mailDate).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
  await expect(page.getByText(`Recipients: ${count}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    `/personalization/step-2/${orderStateId}`,
  );
  await expect(page.getByRole('button', { name: 'Save For Later' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/win-back-step-3-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/win-back-step-3-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Review: one mailing of every recipient on that 13th; the schedule's Edit leads back to step-3-win-back.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.locator('tbody tr')).toHaveCount(1);
  await expect(summary.locator('tbody tr td').first()).toHaveText(mailDate);
  await expect(summary.locator('tbody tr td').nth(1)).toHaveText(/^In homes \d\d\/\d\d\/\d{4} – /);
  await expect(summary.locator('tbody tr td').nth(2)).toHaveText(count);
  await expect(page.getByRole('link', { name: 'Edit Frequency' })).toHaveAttribute(
    'href',
    `/personalization/step-3-win-back/${orderStateId}?review=true`,
  );
  await page.screenshot({ path: 'test-results/e2e-shots/win-back-review-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`${count} recipients`)).toBeVisible();
});
