import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('the header search goes to product search with the keyword', async ({ page }) => {
  await signInAsNew(page, 'tm@demo.local');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('notecard');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?f-product-search-term=notecard$/);
  await expect(search).toHaveValue('notecard');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketing Materials' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('the tabs lead to their pages; later pages show their title and the not-available notice', async ({
  page,
}) => {
  await signInAsNew(page, 'tm@demo.local');
  const tabs = page.getByRole('navigation', { name: 'Main' });
  for (const [tab, path, title, built] of [
    ['Cross-sell', '/cross-sell', 'Cross-sell', true],
    ['Prospecting & Lead Gen', '/prospecting', 'Prospecting & Lead Gen', true],
    ['Retention & Loyalty', '/retention', 'Retention & Loyalty', true],
    ['Reports', '/reports', 'Reports', true],
  ] as const) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('This page is not available yet')).toBeVisible({ visible: !built });
    await expect(page).toHaveTitle(`${title} | Marketing Solutions Center`);
  }

  await tabs.getByRole('link', { name: 'Marketing Materials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Materials' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse now' }).click();
  await expect(page).toHaveURL(/\/products\?active-tab=marketing$/);
});

test('My Account opens from the keyboard and lists the account sections', async ({ page }) => {
  await signInAsNew(page, 'tm@demo.local');
  const trigger = page.getByRole('button', { name: 'My Account' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Favorites',
    'Contacts',
    'Payment Info',
    'Order History',
    'Downloads',
    'Agency Lists',
    'Image Library',
    'Saved Items',
  ]);
  // Opened from the keyboard, the first item has focus.
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // Radix moves the focus in a task after the key (its roving focus), so the next key waits for it.
  await expect(menu.getByRole('menuitem', { name: 'Favorites' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/account\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
});

test('Admin Center shows to admin roles only', async ({ page }) => {
  await signInAsNew(page, 'marketing@demo.local');
  await page.getByRole('link', { name: 'Admin Center' }).click();
  await expect(page).toHaveURL(/\/manager\/products$/);
  const adminCenter = page.getByRole('navigation', { name: 'Admin Center' });
  await expect(adminCenter.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  // Marketing administrators may not impersonate.
  await expect(adminCenter.getByRole('link', { name: 'Impersonate' })).toHaveCount(0);
});

test('Provide Feedback asks each survey question for a star rating, sends it and thanks the user', async ({
  page,
}) => {
  await signInAsNew(page, 'tm@demo.local');
  await page.getByRole('button', { name: 'Provide Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Provide Feedback' });
  const questions = dialog.getByRole('group');
  await expect(questions.first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose a rating from 1 to 5').first()).toBeVisible();
  const count = await questions.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await questions.nth(index).locator('label').filter({ hasText: '4 stars' }).click();
    await expect(questions.nth(index).getByRole('radio', { name: '4 stars' })).toBeChecked();
  }
  await dialog.getByLabel('Comments').fill('Easy to find what I need.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/feedback'));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
});

test('legacy addresses redirect and unknown ones say Not Found', async ({ page }) => {
  await signInAsNew(page, 'tm@demo.local');
  await page.goto('/OrderHistory');
  await expect(page).toHaveURL(/\/account\/order-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
  await page.goto('/Reporting');
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});

test('the deep-link redirect page goes to its redirectUrl, or home', async ({ page }) => {
  await signInAsNew(page, 'tm@demo.local');
  await page.goto('/redirect?redirectUrl=%2Fcontact-us');
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.goto('/redirect?redirectUrl=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('keyboard users can skip to the content; navigation scrolls to the top', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 500 });
  await signInAsNew(page, 'tm@demo.local');
  // A page as loaded (navigating inside the portal moves the focus to the new page's heading instead).
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('signed-in pages log no console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await signInAsNew(page, 'owner@demo.local');
  for (const path of ['/', '/cross-sell', '/account/profile', '/marketing', '/products', '/cart', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  }
  expect(problems).toEqual([]);
});

test('the first page says it is loading before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  await context.close();
});
