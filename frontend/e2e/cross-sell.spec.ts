import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const shot = async (page: Page, name: string) => {
  const dir = join(test.info().config.rootDir, '../test-results/e2e-shots');
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `cross-sell-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('the owner opens a cross-sell list, its sub code list, exports it and starts an order from a custom list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNew(page, 'owner@demo.local', '/cross-sell');
  await expect(page.getByRole('heading', { name: 'Cross-sell', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Three ways to cross-sell' })).toBeVisible();
  await expect(page.locator('#opportunities-cross-sell')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Renters' })).toHaveAttribute(
    'href',
    '/products?f-product-type=renters&f-program-type=cross-sell&product-ids=AP-9626E;AP-4946E',
  );
  await expect(page.getByTestId('opportunity-row').first()).toBeVisible();
  await shot(page, 'landing');

  // The automated Auto to Home list: the owner master and its sub codes.
  await page.getByRole('link', { name: /Auto to Home/ }).click();
  await expect(page).toHaveURL(/\/cross-sell\/view-summary\/Cross-Sell-Auto-To-Home$/);
  await expect(page.getByRole('heading', { name: 'Auto to Home', level: 1 })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Auto to Home' });
  await expect(summary.getByRole('row').nth(1)).toBeVisible();
  const rows = await summary.getByRole('row').count();
  expect(rows).toBeGreaterThan(2);
  await expect(page.getByText(`Showing ${rows - 1} of ${rows - 1}`)).toBeVisible();
  await expect(summary.getByRole('link', { name: /Start Order/ })).toHaveCount(0);
  await expect(page.getByTestId('owner-master-id')).not.toBeEmpty();
  await shot(page, 'summary');

  // Enroll asks first: Cancel leaves the row as it was; Enroll enrolls it, with the toast.
  const enroll = summary.getByRole('button', { name: /^Enroll: / }).first();
  const enrolledSubCode = ((await enroll.getAttribute('aria-label')) ?? '').replace('Enroll: ', '');
  const enrolledRow = summary.getByRole('row').filter({ hasText: enrolledSubCode });
  await enroll.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to Enroll?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(enrolledRow.getByRole('button', { name: /^Enroll: / })).toBeVisible();
  await enroll.click();
  // The dialog is open before asking whether it wants a license number (isVisible does not wait).
  await expect(dialog.getByText('Are you sure you want to Enroll?')).toBeVisible();
  const license = dialog.getByLabel('License Number');
  if (await license.isVisible()) await license.fill('0L12345');
  await dialog.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('Successfully Enrolled!')).toBeVisible();
  await expect(enrolledRow.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(enrolledRow.getByRole('button', { name: /^Enroll: / })).toHaveCount(0);

  // View List: the sub code's policyholders on the list.
  const subCode = enrolledSubCode;
  await enrolledRow.getByRole('link', { name: /^View List: / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/cross-sell/view-detail/Cross-Sell-Auto-To-Home/${subCode}\\?enrollText=Enrolled$`),
  );
  await expect(page.getByTestId('enrollment')).toHaveText('Enrolled');
  await expect(page.getByTestId('sub-code')).toHaveText(subCode);
  await expect(page.getByText(/^(Owner Master ID|Sub-Code Agency ID):/)).toBeVisible();
  const detail = page.getByRole('table', { name: 'Auto to Home' });
  await expect(detail.getByRole('row').nth(1)).toBeVisible();
  const shown = (await detail.getByRole('row').count()) - 1;
  await shot(page, 'detail');

  // CSV export: the whole list, real rows of this sub code.
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toMatch(/^auto-to-home-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Sub Code,Mailing Date,Marketing Channel,Policy #,Renewal Date,Current Policy Type,First Name,Last Name,Address 1,Address 2,City,State,Zip,Email,Phone',
  );
  expect(lines.length - 1).toBeGreaterThanOrEqual(shown);
  for (const line of lines.slice(1)) expect(line.startsWith(`${subCode},`)).toBe(true);
  const firstPolicy = (await detail.getByRole('row').nth(1).getByRole('cell').nth(3).textContent())!.trim();
  expect(lines.some((line) => line.includes(`,${firstPolicy},`))).toBe(true);

  // Start Order from a custom list lands on channel selection with the list carried.
  await page.goto('/cross-sell/view-summary/Cross-Sell-Custom-Home');
  const custom = page.getByRole('table', { name: 'Custom Home' });
  await custom
    .getByRole('link', { name: /^Start Order: / })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/personalization\/select-channel\?programType=CrossSell&productType=Home&oppId=\d+-H&oppType=H&statCode=\d+&isMultiChannel=false&channelType=1$/,
  );
  await expect(page.getByRole('heading', { name: 'Select Channel' })).toBeVisible();
});

test('a list type that does not exist says so, and another agency’s sub code finds nothing', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/cross-sell/view-summary/Cross-Sell-Boats');
  await expect(page.getByText('No List Type Found').first()).toBeVisible();
  await page.goto('/cross-sell/view-detail/Cross-Sell-Auto-To-Home/9999999');
  await expect(page.getByText('No Auto to Home Lists were found that match your criteria.')).toBeVisible();
});
