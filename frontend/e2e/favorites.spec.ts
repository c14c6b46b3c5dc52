import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('favorites: the seeded favorites in five sorts; removed and added again from product detail', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorites', level: 1 })).toBeVisible();
  const tiles = page.getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  expect(count).toBeGreaterThan(1);

  await page.getByLabel('Sort').selectOption({ label: 'Name A-Z' });
  await expect(page).toHaveURL(/sort=name-a-z/);
  // The previous order stays on screen until the sorted page arrives: wait for it rather than read once.
  const tileNames = async () =>
    (await tiles.getByRole('heading').allTextContents()).map((name) => name.trim());
  await expect
    .poll(async () => {
      const shown = await tileNames();
      return shown.join('|') === [...shown].sort((a, b) => a.localeCompare(b)).join('|');
    })
    .toBe(true);
  const names = await tileNames();
  await page.screenshot({ path: 'test-results/e2e-shots/favorites-1280.png', fullPage: true });

  const first = names[0]!;
  await tiles.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'In Favorites' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Add to Favorites' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await page.goto('/account/favorites?sort=name-a-z');
  await expect(tiles).toHaveCount(count - 1);
  await expect(page.getByRole('heading', { name: first })).toBeHidden();

  await page.goBack();
  await page.getByRole('button', { name: 'Add to Favorites' }).click();
  await expect(page.getByRole('button', { name: 'In Favorites' })).toBeVisible();
  await page.goto('/account/favorites?sort=name-a-z');
  await expect(tiles).toHaveCount(count);
});
