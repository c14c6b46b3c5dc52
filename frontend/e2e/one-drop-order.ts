import { expect, type Locator, type Page } from '@playwright/test';
import { checkout } from './checkout';
import { answerSavedItemQuestion, personalizeAndApprove } from './personalization';

/**
 * The first open day `monthsAhead` months after the one a drop date picker opens on. Answers the day's
 * accessible name. Two months ahead is always past the production lead time (3 business days), whatever
 * today is; one month ahead is not near a month's end (on Friday 11/27 the first open day of December is
 * 2 business days away).
 */
export async function pickFirstOpenDay(picker: Locator, monthsAhead: number): Promise<string> {
  for (let month = 0; month < monthsAhead; month += 1)
    await picker.getByRole('button', { name: 'Go to the Next Month' }).click();
  const day = picker.locator('.rdp-day:not([data-disabled]):not(.rdp-outside) button').first();
  const name = (await day.getAttribute('aria-label')) ?? '';
  await day.click();
  return name;
}

/** What placing a one-drop order answers: the order, its one recipient's name, and step 4's preflight. */
export interface OneDropOrder {
  orderId: string;
  recipientName: string;
  preflight: { proof?: { fileUrl: string } };
}

/**
 * A cross-sell letter to one policyholder, mailed once: the quickest campaign with a drop that is paid for
 * and a recipient in the order list.
 */
export async function placeOrderWithOneDrop(page: Page): Promise<OneDropOrder> {
  await page.goto('/products?f-program-type=cross-sell&f-product-format=letter-templates');
  const first = page.locator('main a[href^="/product/"]').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.getByRole('link', { name: 'Personalize' }).click();
  await answerSavedItemQuestion(page, 'No');
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(/\/personalization\/step-2\/[^?]+/);
  await page.getByRole('button', { name: 'No' }).click();
  const table = page.getByRole('table', { name: 'Eligible policyholders' });
  await expect(table).toBeVisible();
  const box = table.getByRole('checkbox').first();
  const recipientName = ((await box.getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  await box.check();
  await page.getByRole('button', { name: 'Next', exact: true }).last().click();
  // One recipient mails in one drop: step 3 asks only for its date.
  await expect(page.getByText('Orders of 25 pieces or fewer are mailed in one drop.')).toBeVisible();
  await pickFirstOpenDay(page.getByRole('group', { name: 'Drop date' }), 2);
  await expect(page.getByRole('table', { name: 'Mail Frequency Summary' }).locator('tfoot')).toContainText(
    '1',
  );
  // The planned in-home window read, as the agent reads it before going on.
  await expect(page.getByTestId('planned-in-home-window')).not.toBeEmpty();
  const preflightAnswer = page.waitForResponse((response) => response.url().endsWith('/preflight'));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/personalization\/step-4\//);
  const preflight = await (await preflightAnswer).json();
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  return { orderId: await checkout(page), recipientName, preflight };
}
