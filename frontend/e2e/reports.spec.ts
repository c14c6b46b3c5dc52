import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const groups = (page: Page) => page.getByRole('navigation', { name: 'Report groups' });

test('reports home → a group → a report whose chart is built from the agency’s seeded orders, with table and CSV', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  await page.getByRole('link', { name: 'Reports', exact: true }).first().click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(groups(page).getByRole('link', { name: 'Admin Reports' })).toHaveCount(0);

  await groups(page).getByRole('link', { name: 'MSC Activity' }).click();
  const list = page.getByTestId('group-reports');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list).toContainText('Orders placed by month and program');
  await list.getByRole('link', { name: 'Order Activity' }).click();

  await expect(page).toHaveURL(/\/report\/detail\/21\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Activity' })).toBeVisible();
  const orders = page.getByTestId('figure-orders-by-program');
  await expect(orders.getByRole('img', { name: 'Orders by program and month chart' })).toBeVisible();
  await expect(orders.locator('.recharts-bar-rectangle').first()).toBeVisible();

  // The table view holds the chart's figures: their sum is the orders total shown above.
  const total = Number(
    (await page
      .getByText('Orders (12 months)')
      .locator('xpath=following-sibling::dd')
      .textContent())!.replace(/\D/g, ''),
  );
  expect(total).toBeGreaterThan(0);
  await orders.getByRole('button', { name: 'table' }).click();
  const table = orders.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(13);
  const cells = await table.locator('tbody td:not(:first-child)').allTextContents();
  const orderCount = cells.reduce((sum, cell) => sum + Number(cell.replace(/\D/g, '') || 0), 0);
  // An order with items of two programs counts once per program.
  expect(orderCount).toBeGreaterThanOrEqual(total);

  const download = page.waitForEvent('download');
  await orders.getByRole('button', { name: 'Export CSV' }).click();
  // The export starts with a byte-order mark, so Excel reads it as UTF-8.
  const csv = (await readFile((await (await download).path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toMatch(/^Month,/);
  expect(csv.split('\r\n')).toHaveLength(13);

  await page.getByRole('link', { name: '← Back to Reports' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('favorites: add a report to the favorites and remove it again', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local', '/reports');
  const favorites = page.getByTestId('favorite-reports');
  await expect(favorites.getByRole('listitem')).toHaveCount(3);
  await expect(favorites).not.toContainText('Cross-sell Results');

  await groups(page).getByRole('link', { name: 'Program Reports' }).click();
  await page.getByRole('button', { name: 'Add Cross-sell Results to favorites' }).click();
  await expect(
    page.getByRole('button', { name: 'Remove Cross-sell Results from favorites' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await groups(page).getByRole('link', { name: 'My Favorite Reports' }).click();
  await expect(favorites.getByRole('listitem')).toHaveCount(4);
  await favorites.getByRole('button', { name: 'Remove Cross-sell Results from favorites' }).click();
  await expect(favorites.getByRole('listitem')).toHaveCount(3);
  await expect(favorites).not.toContainText('Cross-sell Results');
});

test('the old report 51 opens report 3, Annual Auto, drawn from the owner’s sub codes', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local', '/Report.aspx?id=51');
  await expect(page).toHaveURL(/\/report\/detail\/3\/Annual%20Auto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Annual Auto' })).toBeVisible();
  await expect(page.getByRole('img', { name: '6-month auto policies by renewal month chart' })).toBeVisible();
  await expect(page.getByText('6-month auto policies', { exact: true })).toBeVisible();
});

test('Admin Reports are listed for an admin-report role only', async ({ page }) => {
  await signInAsNew(page, 'employee@demo.local', '/reports');
  await expect(groups(page).getByRole('link', { name: 'Admin Reports' })).toBeVisible();
});
