import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pickFirstOpenDay, placeOrderWithOneDrop } from './one-drop-order';
import { signInAsNew } from './sign-in';

const shot = async (page: Page, name: string) => {
  const dir = join(test.info().config.rootDir, '../test-results/e2e-shots');
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `order-drop-change-${name}-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

/** The order list's mailing date of the order's one recipient. */
async function orderListMailingDate(page: Page, orderNumber: string): Promise<Locator> {
  await page.goto(`/account/order-detail?f-order-details-list-order-num=${orderNumber}`);
  const rows = page.getByRole('table', { name: 'Order list contacts' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  return rows.first().locator('td').first();
}

test('a placed drop at least 3 business days ahead is moved within the window, then canceled and refunded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const { orderId } = await placeOrderWithOneDrop(page);

  // The order lists its drop with its mail date and status, and offers the changes.
  await page.goto(`/account/order/${orderId}`);
  const drop = page.getByTestId(/^drop-.+-1$/);
  await expect(drop).toContainText('Scheduled');
  const before = (await drop.locator('td').nth(1).textContent()) ?? '';
  const orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(
    /^Order /,
    '',
  );
  // The order list shows the recipient on the drop's mail date.
  await expect(await orderListMailingDate(page, orderNumber)).toHaveText(before);
  await page.goto(`/account/order/${orderId}`);
  const paid = (await page.locator('dt:text-is("Amount Paid") + dd').textContent()) ?? '';
  await shot(page, 'scheduled');

  // Move: the picker allows only weekdays past the lead time and within the window.
  await drop.getByRole('button', { name: 'Move drop 1' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move drop 1' });
  await expect(moveDialog.getByRole('button', { name: 'Move Drop' })).toBeDisabled();
  // The move picker offers only changeable days, so next month's first open one is never the drop's own.
  await pickFirstOpenDay(moveDialog.getByRole('group', { name: 'New mail date' }), 1);
  await shot(page, 'move-dialog');
  await moveDialog.getByRole('button', { name: 'Move Drop' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByText(/^Drop 1 now mails on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  const after = (await drop.locator('td').nth(1).textContent()) ?? '';
  expect(after).not.toBe(before);
  await expect(drop).toContainText('Scheduled');

  // The order list follows the move: its row shows the new mail date.
  await expect(await orderListMailingDate(page, orderNumber)).toHaveText(after);
  await shot(page, 'order-list-moved');
  await page.goto(`/account/order/${orderId}`);
  await expect(drop).toContainText(after);

  // Cancel: the confirmation states the refund (all that was paid: the order's one drop), the drop shows
  // canceled and the order its refund.
  await drop.getByRole('button', { name: 'Cancel Drop 1' }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel drop 1?' });
  await expect(cancelDialog).toContainText(`${paid} will be refunded to the card that paid for the order.`);
  await shot(page, 'cancel-dialog');
  await cancelDialog.getByRole('button', { name: 'Cancel Drop' }).click();
  await expect(cancelDialog).toBeHidden();
  await expect(drop).toContainText('Canceled');
  await expect(drop.getByRole('button')).toHaveCount(0);
  await expect(page.locator('dt:text-is("Refunded") + dd')).toHaveText(paid);
  await expect(page.getByText(`${paid} refunded.`)).toBeVisible();
  await shot(page, 'canceled');
});
