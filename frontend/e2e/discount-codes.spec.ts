import { toasts } from '@msc/shared/messages';
import { expect, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('the owner redeems its own incentive code in the cart; another tier’s code reads as invalid', async ({
  page,
}) => {
  const product = planProducts(new Date()).find(
    (candidate) =>
      candidate.canAddToCart &&
      candidate.isIgniteEligible &&
      candidate.unitPrice > 0 &&
      !candidate.limitAvailable &&
      !candidate.requiresApproval &&
      (candidate.availabilityStates ?? []).length === 0 &&
      !candidate.restriction,
  );
  if (!product) throw new Error('the demo catalogue has no ignite-eligible product to buy');
  await signInAsNew(page, 'owner@demo.local');

  // The home page shows the owner its tier's code.
  await page.goto('/');
  const incentive = page.getByTestId('incentive-panel');
  await expect(incentive).toContainText('IGNITE-ADV');

  await page.goto(`/product/${product.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Subtotal');
  await expect(summary.getByText('Ignite incentive')).toHaveCount(0);

  // Another tier's code: the spec's words, titled as the spec says, and nothing applied.
  const codeField = page.getByRole('textbox', { name: 'Discount code' });
  await codeField.fill('IGNITE-PARTNER');
  await page.getByRole('button', { name: 'Apply' }).click();
  const refused = page.locator('[data-sonner-toast]').filter({ hasText: toasts.invalidDiscount.title });
  await expect(refused).toContainText(toasts.invalidDiscount.message);
  await expect(page.getByRole('button', { name: /Remove discount code/ })).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/discount-refused-1366.png`, fullPage: true });

  // Its own code: the incentive pays for the eligible item, on its own line.
  await codeField.fill('ignite-adv');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Remove discount code IGNITE-ADV' })).toBeVisible();
  await expect(summary.getByText('Ignite incentive')).toBeVisible();
  await expect(summary.getByText('Total', { exact: true }).locator('..')).toContainText('$0.00');
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/discount-incentive-820.png`, fullPage: true });

  // A second code waits until the first is removed.
  await codeField.fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Only one discount code can be used per order.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Remove discount code IGNITE-ADV' }).click();
  await expect(summary.getByText('Ignite incentive')).toHaveCount(0);
});
