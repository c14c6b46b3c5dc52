import { expect, type Page } from '@playwright/test';

/** Removes every item from the signed-in user's cart (journeys of earlier tests may have left some). */
export async function emptyCart(page: Page) {
  await page.goto('/cart');
  // The cart has loaded when it shows either its summary or its empty text.
  await expect(
    page.getByRole('heading', { name: 'Order Summary' }).or(page.getByText('Your cart is currently empty.')),
  ).toBeVisible();
  for (;;) {
    const remove = page.getByRole('button', { name: /^Remove / });
    if ((await remove.count()) === 0) break;
    await remove.first().click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
}
