import { expect, type Page } from '@playwright/test';

/**
 * From the cart to a placed order with what the account already has: Proceed to Checkout, the shipping
 * step if the cart ships something (its default address), the payment step if there is something to pay
 * (the default card, selected once the saved cards load), the review and PLACE ORDER. Answers the order
 * id of the confirmation page.
 */
export async function checkout(page: Page): Promise<string> {
  await proceedToReview(page);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  // Placing an order runs payment and the order's workflow: slower than a page load on a busy machine.
  await expect(page).toHaveURL(/\/order-confirmed\/[A-Z0-9]+$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** From the cart to the review page, as `checkout` goes (PLACE ORDER not pressed). */
export async function proceedToReview(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  // Which steps come depends on the cart: shipping is passed when nothing ships, payment when nothing is due.
  await page.waitForURL(/\/(checkout\/shipping|checkout\/payment|review)$/);
  if (page.url().endsWith('/checkout/shipping')) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/(checkout\/payment|review)$/);
  }
  if (page.url().endsWith('/checkout/payment')) {
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/review$/);
}
