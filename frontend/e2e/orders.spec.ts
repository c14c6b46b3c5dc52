import { readFile } from 'node:fs/promises';
import { apiErrors, toasts } from '@msc/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const shot = async (page: Page, name: string) => {
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('the owner finds an order in order history, filters and exports it, opens it, reorders it and sees its order list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNew(page, 'owner@demo.local');

  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Order History' }).click();
  await expect(page).toHaveURL(/\/account\/order-history$/);
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(11); // header + page size 10
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await shot(page, 'order-history');

  // Filters: only completed orders remain.
  await page.getByLabel('Order Status').selectOption({ label: 'Completed' });
  await expect(page).toHaveURL(/status=100/);
  // The previous page stays on screen, marked busy, until the filtered one arrives.
  await expect(page.getByRole('region', { name: 'Orders' })).toHaveAttribute('aria-busy', 'false');
  for (const status of await orders.getByRole('row').locator('td:nth-child(3)').allTextContents()) {
    expect(status).toBe('Completed');
  }
  await shot(page, 'order-history-completed');

  // Export of the filtered list to Excel.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^order-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  // Open the newest completed order.
  const first = orders.getByRole('row').nth(1).getByRole('link');
  const orderNumber = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByText('Amount Paid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ship To' })).toBeVisible();
  await shot(page, 'order-details');

  // Reorder: a message says what went back into the cart (or what cannot be ordered again).
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByText(/added to your cart|No longer available to reorder/).first()).toBeVisible();

  // A legacy link by order number opens the same order.
  await page.goto(`/account/order/legacy?orderNumber=${orderNumber}`);
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();

  // The order list contact table, with its CSV export.
  await page.goto('/account/order-detail');
  const contacts = page.getByRole('table', { name: 'Order list contacts' });
  await expect(contacts.getByRole('row').first()).toBeVisible();
  await shot(page, 'order-list');
  const csv = page.waitForEvent('download');
  const csvRequest = page.waitForRequest((request) =>
    request.url().includes('/api/order-detail-rows/export'),
  );
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const csvText = await readFile((await (await csv).path())!, 'utf8');
  expect(csvText.startsWith('\uFEFFMailing Date,Marketing Channel,First Name,Last Name')).toBe(true);

  // The exports' usage limit: the rest of the minute's exports spent through the API (on a format the
  // route refuses, counted before the input is read), until a 429 leaves time to click; then the button's
  // own call is refused and the toast says how long to wait. At least 20 s must be left of the refusal: a
  // busy CI machine once took more than 5 s between the last spent call and the click, the window reset
  // and the export went through.
  const { authorization } = (await csvRequest).headers();
  for (;;) {
    const spent = await page.request.get('/api/order-detail-rows/export?format=none', {
      headers: { authorization: authorization! },
    });
    expect([400, 429]).toContain(spent.status());
    if (spent.status() !== 429) continue;
    const left = Number(spent.headers()['retry-after']);
    if (left >= 20) break;
    // Too little of this window left: the next one is spent from its start (the limit's window is a clock's).
    await page.waitForTimeout(left * 1000);
  }
  const refused = page.waitForResponse((response) =>
    response.url().includes('/api/order-detail-rows/export'),
  );
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  expect((await refused).status()).toBe(429);
  const wait = Number((await refused).headers()['retry-after']);
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: toasts.apiError().title });
  await expect(toast).toContainText(apiErrors.tooManyRequestsWait(wait));
  await page.screenshot({ path: test.info().outputPath('usage-limit-toast.png') });
});

test("another user's order answers not found", async ({ page }) => {
  await signInAsNew(page, 'subcode@demo.local');
  await page.goto('/account/order/01ZZZZZZZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByRole('alert')).toContainText('Order not found.');
});
