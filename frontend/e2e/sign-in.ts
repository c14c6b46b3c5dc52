import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Password-1';

/** Signs in through the local sign-in form and waits for the signed-in shell. */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(`/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
}
