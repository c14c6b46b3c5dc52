import { expect, test } from '@playwright/test';
import { signIn } from './sign-in';

test('the retention programme pages lead where the spec says', async ({ page }) => {
  await signIn(page, 'owner@demo.local');
  await page.goto('/retention');
  await page.getByRole('link', { name: 'Win Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Win Back' })).toBeVisible();
  await expect(
    page.getByText(
      /Letters ordered now are mailed on \d\d\/13\/\d{4}|Letters ordered now are mailed on \d\d\/1[4-5]\/\d{4}/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'View the Win Back Auto Customer List' })).toHaveAttribute(
    'href',
    /^\/report\/detail\/12\//,
  );
  await expect(page.getByRole('link', { name: 'Order Win Back letters' })).toHaveAttribute(
    'href',
    /f-product-tatic=win-back&f-product-state=[A-Z]{2}/,
  );

  await page.goto('/retention/relationship-marketing');
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    /f-product-search-term=AP-3954M/,
  );
  await page.getByRole('link', { name: 'Shop now' }).click();
  await expect(page).toHaveURL(/f-product-search-term=notecard/);

  for (const [path, title] of [
    ['/retention/client-referral', 'Client referral'],
    ['/retention/insurance-check-up', 'Insurance check-up'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toHaveCount(0);
  }
});
