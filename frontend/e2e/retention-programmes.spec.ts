import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('the retention programme pages lead where the spec says', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local');
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

test('annual auto and up-for-renewal lists: filters, sorting across pages, page size, export', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  await page.goto('/retention');
  await page.getByRole('link', { name: 'Annual Auto-Convert 6-month To Annual Auto' }).click();
  await expect(page).toHaveURL(/\/retention\/annual-auto\/view-detail\/1$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Annual Auto-Convert 6-month To Annual Auto' }),
  ).toBeVisible();
  await expect(page.getByText(/Owner Master ID: \S+ · Total: [\d,]+/)).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const total = async () =>
    Number(
      (await page.getByText(/Total: [\d,]+/).textContent())?.match(/Total: ([\d,]+)/)?.[1]?.replace(/,/g, ''),
    );
  const recommended = await total();
  await page.getByLabel('Recommended').selectOption('false');
  await expect.poll(total).not.toBe(recommended);

  // Sorting by last name sorts the whole list: the first row of descending is the last of ascending.
  await table.getByRole('button', { name: /Last Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await table.getByRole('button', { name: /Last Name/ }).click();
  await expect(table.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^annual-auto-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto('/retention/annual-auto/view-detail/2');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Customers Up For Renewal In The Next 3 Months' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Sub Code/ })).toBeVisible();
  await page.goto('/retention/annual-auto/view-detail/9');
  await expect(page.getByText('No List Type Found')).toBeVisible();
});
