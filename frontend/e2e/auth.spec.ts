import { expect, test } from '@playwright/test';
import { freshAccount } from './accounts';
import { DEMO_PASSWORD, signInAsNew } from './sign-in';

test('owner signs in and sees the header and the owner-master agency', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local');

  await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cart/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText(/^OM - \d{2}-\d{2}-\d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Agency' })).toBeVisible();
  await expect(page).toHaveTitle('Home | Marketing Solutions Center');
});

test('a signed-out visit of /cart goes to sign-in and returns to the cart after signing in', async ({
  page,
  request,
}) => {
  const owner = await freshAccount(request, 'owner@demo.local');
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Fcart$/);
  await page.getByLabel('Username').fill(owner.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a wrong password is refused with the sign-in message', async ({ page, request }) => {
  const owner = await freshAccount(request, 'owner@demo.local');
  await page.goto('/sign-in');
  await page.getByLabel('Username').fill(owner.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('Sign Out goes to sign-in, and signed-in pages ask for sign-in again', async ({ page }) => {
  await signInAsNew(page, 'subcode@demo.local');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/sign-in\?redirectUrl=%2Freports$/);
});

test('a new tab without the sign-in marker starts signed out', async ({ page, context }) => {
  await signInAsNew(page, 'tm@demo.local');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second).toHaveURL(/\/sign-in/);
});

test('a 401 ends the session: sign-in shows the session-expired toast, then goes home after 5 s', async ({
  page,
}) => {
  await signInAsNew(page, 'employee@demo.local');
  await page.route('**/api/session', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"message":"Expired","code":"unauthorized"}',
    }),
  );
  await page.reload();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByText('Session Expired')).toBeVisible();
  await expect(
    page.getByText('Your Marketing Solutions Center session has expired.', { exact: false }),
  ).toBeVisible();
  await page.unroute('**/api/session');
  // The router keeps the expired state in history.state.usr until the 5 s redirect home, which (home
  // needing sign-in) lands on a plain sign-in page again.
  const expiredState = () =>
    page.evaluate(() =>
      Boolean((window.history.state as { usr?: { sessionExpired?: boolean } } | null)?.usr?.sessionExpired),
    );
  expect(await expiredState()).toBe(true);
  await expect.poll(expiredState, { timeout: 10_000 }).toBe(false);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
