import { apiErrors } from '@msc/shared/messages';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { proceedToReview } from './checkout';
import { expressOrderToCart, shot } from './express-order';

/**
 * An Express Order changed after Add to Cart (another drop date): the cart shows its line changed and
 * holds the order (Proceed to Checkout and PLACE ORDER stay off) until the Express Order is added again
 * from its step 4, as it is now; then PLACE ORDER goes again.
 */
test('an express order changed after Add to Cart is held in the cart until it is added again', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const bulkOrderStateId = await expressOrderToCart(page);
  const line = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem').first();
  await expect(line).not.toContainText(apiErrors.pieceChanged);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();

  // Step 3 again: a drop date next month, saved as it is chosen (a new run of the pipeline).
  await page.goto(`/expressorder/step-3/${bulkOrderStateId}`);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/drop-details') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /next month/i }).click();
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  expect((await saved).status()).toBe(200);

  // The cart: the line says it changed, with the way back to step 4; checkout waits.
  await page.goto('/cart');
  await expect(line).toContainText(apiErrors.pieceChanged);
  await expect(line.getByRole('link', { name: 'Review Express Order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
  await shot(page, 'changed-1-cart');
  await expectAccessible(page);

  // Straight to the review: the same message, and PLACE ORDER stays off.
  await page.goto('/review');
  await expect(page.getByText(apiErrors.pieceChanged).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeDisabled();
  await shot(page, 'changed-2-review');

  // Added again from step 4 once the new run is ready: the line is the Express Order as it is now.
  await page.goto('/cart');
  await line.getByRole('link', { name: 'Review Express Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-4/${bulkOrderStateId}$`));
  await expect(page.locator('table').first().locator('tbody tr')).toHaveCount(2, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(line).toContainText('Express Order');
  await expect(line).not.toContainText(apiErrors.pieceChanged);
  await shot(page, 'changed-3-added-again');
  // Placing it is express-order.spec.ts's journey: here the review lets PLACE ORDER go again.
  await proceedToReview(page);
  await expect(page.getByText(apiErrors.pieceChanged)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PLACE ORDER' })).toBeEnabled();
});
