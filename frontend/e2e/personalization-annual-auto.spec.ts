import { expect, test } from '@playwright/test';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

test("an annual-auto order for one sub code: the sub-code pages with the agency's real sub codes → step 1 → that sub code's annual-auto list → review → the cart", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');

  // The annual-auto list names each customer's sub code: take the sub code of its first row.
  await page.goto('/retention/annual-auto/view-detail/1');
  const firstRow = page.getByRole('table').locator('tbody tr').first();
  await expect(firstRow).toBeVisible({ timeout: 20_000 });
  const subCode = ((await firstRow.locator('td').first().textContent()) ?? '').trim();
  expect(subCode).toMatch(/^\d+$/);
  await page.getByRole('link', { name: 'Order Annual Auto letters' }).click();

  // Express ordering Yes → Direct Mail → the sub codes (the server's, not a sample of 8).
  await expect(page).toHaveURL(/\/retention\/annual-auto\/express-ordering$/);
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-express-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('link', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/retention\/annual-auto\/select-channel\?express=true$/);
  await page.getByRole('link', { name: /^Direct Mail/ }).click();
  await expect(page).toHaveURL(
    /\/retention\/annual-auto\/select-sub-codes\?express=true&channel=direct-mail$/,
  );
  const boxes = page.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  const subCodeCount = await boxes.count();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByText(`${subCodeCount} selected`)).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-sub-codes-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-sub-codes-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('0 selected')).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${subCode} `) }).check();
  await next.click();

  // One sub code: no same-personalization question; Personalize opens the annual-auto letters.
  await expect(page).toHaveURL(
    new RegExp(
      `/retention/annual-auto/personalization-sub-codes\\?express=true&channel=direct-mail&subCodes=${subCode}&same=true$`,
    ),
  );
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-personalize-sub-codes-1366.png' });
  await page.getByRole('link', { name: 'Personalize' }).click();
  await expect(page).toHaveURL(
    /\/personalization\/select-asset\/direct-mail\?programType=AnnualAuto&subCodes=\d+/,
  );
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await answerSavedItemQuestion(page);
  await personalizeAndApprove(page);

  // Step 2: the three-step bar; that sub code's annual-auto customers only.
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^/?]+/);
  const orderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const steps = page.getByRole('navigation', { name: 'Order steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['✓Personalize (done)', '2Select Mail List', '3Review']);
  await expect(page.getByText(/^Your Annual Auto list:/)).toBeVisible();
  await expect(page.getByTestId('suppressed-count')).toHaveText(
    /^Removed from this list because they opted out of mailings: \d+\.$/,
  );
  await page.getByRole('button', { name: 'No', exact: true }).click();
  const table = page.getByRole('table', { name: 'Eligible policyholders' });
  await expect(table).toBeVisible();
  const agencies = await table.locator('tbody tr td:last-child').allTextContents();
  expect(new Set(agencies.map((text) => text.trim()))).toEqual(new Set([subCode]));
  const available = page.getByText(/^[\d,]+ policyholders available$/);
  const count = ((await available.textContent()) ?? '').replace(/ policyholders available$/, '');
  await page.getByRole('button', { name: /^Select all [\d,]+$/ }).click();
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-step-2-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Next', exact: true }).last().click();

  // Straight to the review (no schedule step, nothing to edit): the drops the server dated 60-90 days before
  // each customer's renewal (spec 2 §9), and how many chosen customers that timing leaves out.
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${orderStateId}$`));
  await expect(page.getByRole('link', { name: 'Edit Frequency' })).toHaveCount(0);
  await expect(page.getByText('Total Price')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Summary' })).toHaveCount(0);
  const mailDates = page.getByRole('table', { name: /^Mail dates: each letter mails 60 to 90 days before/ });
  await expect(mailDates).toBeVisible();
  const dates = await mailDates.locator('tbody tr td:first-child').allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const mailed = Number(
    ((await mailDates.locator('tfoot td.tabular-nums').first().textContent()) ?? '').replace(/,/g, ''),
  );
  const leftOut = page.getByTestId('renewal-left-out');
  const leftOutText = (await leftOut.count()) ? ((await leftOut.textContent()) ?? '') : '';
  const [, passed = '0', notYet = '0'] = leftOutText.match(/^Not mailed: (\d+) whose .*, (\d+) whose /) ?? [];
  const notMailed = Number(passed) + Number(notYet);
  // The chosen customers are mailed or counted as left out (list cleaning may take a few more).
  expect(mailed).toBeGreaterThan(0);
  expect(mailed + notMailed).toBeLessThanOrEqual(Number(count.replace(/,/g, '')));
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-review-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/annual-auto-review-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(`${mailed.toLocaleString('en-US')} recipients`)).toBeVisible();
});
