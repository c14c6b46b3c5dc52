import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkout } from './checkout';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';
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

/**
 * The first open day of the month after the one a drop date picker opens on: always past the production
 * lead time (3 business days), whatever today is. Answers the day's accessible name.
 */
async function pickNextMonthsFirstDay(picker: Locator): Promise<string> {
  await picker.getByRole('button', { name: 'Go to the Next Month' }).click();
  const day = picker.locator('.rdp-day:not([data-disabled]):not(.rdp-outside) button').first();
  const name = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  return name;
}

/** A purchased prospect list mailed once: the quickest campaign with a drop that is paid for. */
async function placeOrderWithOneDrop(page: Page): Promise<string> {
  await page.goto('/prospecting/step-1');
  await page.getByRole('link', { name: 'Package' }).click();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await answerSavedItemQuestion(page, 'No');
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^?]+/);
  await page.getByRole('button', { name: /Purchase a list of prospects/ }).click();
  await page.getByLabel('ZIP codes (comma separated)').fill('62701');
  await page.getByLabel('Radius').selectOption('10');
  await page.getByRole('button', { name: 'Check Availability' }).click();
  await page.getByLabel('With phone numbers: select a quantity').check();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('100');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('How would you like your mailing to be sent?')).toBeVisible();
  await page.getByLabel('All policyholders at one time').check();
  await pickNextMonthsFirstDay(page.getByRole('group', { name: 'Drop date' }));
  await expect(page.getByRole('table', { name: 'Mail Frequency Summary' }).locator('tfoot')).toContainText(
    '100',
  );
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/personalization\/step-4\//);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  return checkout(page);
}

test('a placed drop at least 3 business days ahead is moved within the window, then canceled and refunded', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const orderId = await placeOrderWithOneDrop(page);

  // The order lists its drop with its mail date and status, and offers the changes.
  await page.goto(`/account/order/${orderId}`);
  const drop = page.getByTestId(/^drop-.+-1$/);
  await expect(drop).toContainText('Scheduled');
  const before = (await drop.locator('td').nth(1).textContent()) ?? '';
  const paid = (await page.locator('dt:text-is("Amount Paid") + dd').textContent()) ?? '';
  await shot(page, 'scheduled');

  // Move: the picker allows only weekdays past the lead time and within the window.
  await drop.getByRole('button', { name: 'Move drop 1' }).click();
  const moveDialog = page.getByRole('dialog', { name: 'Move drop 1' });
  await expect(moveDialog.getByRole('button', { name: 'Move Drop' })).toBeDisabled();
  await pickNextMonthsFirstDay(moveDialog.getByRole('group', { name: 'New mail date' }));
  await shot(page, 'move-dialog');
  await moveDialog.getByRole('button', { name: 'Move Drop' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByText(/^Drop 1 now mails on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  const after = (await drop.locator('td').nth(1).textContent()) ?? '';
  expect(after).not.toBe(before);
  await expect(drop).toContainText('Scheduled');

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
