import { expect, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { signInAsNew } from './sign-in';

test('owner searches, opens a product, adds it to the cart, reloads, removes it and signs out', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');

  await page.getByRole('searchbox', { name: 'Search' }).fill('brochure');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/products\?f-product-search-term=brochure/);
  await expect(page.getByText(/Showing 1–12 of \d+ results/)).toBeVisible();

  // The radio is visually hidden behind its label, as a segmented control.
  await page.locator('label').filter({ hasText: 'List' }).click();
  await expect(page).toHaveURL(/view=list/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Showing 13–/)).toBeVisible();

  const firstProduct = page.getByRole('article').first().getByRole('link');
  const productName = (await firstProduct.textContent())?.trim() ?? '';
  await firstProduct.click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText(/Item # AP-/)).toBeVisible();

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await expect(page.getByText(`${productName} was successfully added to the cart!`)).toBeVisible();
  const cartLink = page.getByRole('link', { name: /Cart/ });
  await expect(cartLink).toContainText('1');

  await page.reload();
  await expect(page.getByRole('link', { name: /Cart/ })).toContainText('1');
  await page.getByRole('link', { name: /Cart/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('link', { name: productName })).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Shipping' })).toHaveText(/ShippingFree/);
  await expect(page.getByLabel('Ship Method')).toContainText('Ground (Free)');

  await page.getByRole('button', { name: `Remove ${productName}` }).click();
  await expect(page.getByText('Are you sure you want to remove this item from your cart?')).toBeVisible();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a quantity above the product limit shows the limit message and is not saved', async ({ page }) => {
  // The seed is deterministic: its plan names the first limited product the cart accepts.
  const limited = planProducts(new Date()).find((product) => product.canAddToCart && product.limitAvailable);
  if (!limited?.limitText) throw new Error('the demo catalogue has no limited product');
  await signInAsNew(page, 'subcode@demo.local', `/product/${limited.productId}`);
  await expect(page.getByText(`Limit: ${limited.limitText}`)).toBeVisible();
  await page.getByLabel('Quantity').fill(String(Number(limited.limitText) + 1));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Limit of ${limited.limitText} exceeded`)).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByText('Your cart is currently empty.')).toBeVisible();
});
