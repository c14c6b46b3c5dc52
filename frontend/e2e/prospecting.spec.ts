import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('prospecting: landing → Order now → line of business; the ZIP step looks up a city, counts within a radius and prices the chosen quantity', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  await page.goto('/prospecting');
  await expect(page.getByRole('heading', { level: 1, name: 'Prospecting & Lead Gen' })).toBeVisible();
  await page.getByRole('tab', { name: 'Agency best practices' }).click();
  await expect(page.getByRole('heading', { name: 'Digital welcome mat' })).toBeVisible();
  await page.getByRole('link', { name: 'Order now' }).click();
  await expect(page).toHaveURL(/\/prospecting\/select-promote-prospects$/);
  await expect(
    page.getByRole('heading', { name: 'What lines of business would you like to promote?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Auto' })).toHaveAttribute('href', /programType=prospecting.*/);

  await page.goto('/prospecting/step-2/zip-codes?itemNumber=AP-9999');
  const check = page.getByRole('button', { name: 'Check Availability' });
  await expect(check).toBeDisabled();
  await page.getByRole('button', { name: 'ZIP Code Look Up' }).click();
  const lookUp = page.getByRole('dialog', { name: 'ZIP Code Look Up' });
  await expect(lookUp.getByRole('button', { name: 'Look up' })).toBeDisabled();
  await lookUp.getByLabel('City', { exact: true }).fill('Springfield');
  await lookUp.getByLabel('State', { exact: true }).selectOption('IL');
  await lookUp.getByRole('button', { name: 'Look up' }).click();
  await lookUp.getByRole('button', { name: 'Add 62701' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('ZIP codes (comma separated)')).toHaveValue('62701');

  await check.click();
  const reachedOne = page.getByText('1 ZIP code reached');
  await expect(reachedOne).toBeVisible();
  const withoutRadius = await page
    .getByText(/Without phone numbers: [\d,]+/)
    .first()
    .textContent();
  await page.getByLabel('Radius').selectOption('10');
  await check.click();
  await expect(page.getByText(/\d+ ZIP codes reached/)).toBeVisible();
  expect(
    await page
      .getByText(/Without phone numbers: [\d,]+/)
      .first()
      .textContent(),
  ).not.toBe(withoutRadius);

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Without phone numbers: select a quantity').check();
  const quantity = page.getByRole('textbox', { name: 'Quantity' });
  await quantity.fill('abc');
  await expect(quantity).toHaveValue('0');
  await quantity.fill('500');
  await expect(page.getByText('$380.00')).toBeVisible(); // 500 × $0.76
  await next.click();
  await expect(
    page.getByRole('status').filter({ hasText: '500 prospects selected for $380.00' }),
  ).toBeVisible();
});
