import { expect, type Page } from '@playwright/test';
import { type Account, freshAccount } from './accounts';

export const DEMO_PASSWORD = 'Demo-Password-1';

/**
 * Signs in through the local sign-in form and waits for the signed-in shell, or for the first-load agency
 * choice over it (a user without an agency: the modal makes the shell behind it inert, so its search box
 * is not there to see; the caller picks an agency or exits it).
 */
export async function signIn(page: Page, email: string, path = '/') {
  await page.goto(`/sign-in?redirectUrl=${encodeURIComponent(path)}`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('searchbox', { name: 'Search' }).or(page.getByRole('dialog', { name: 'Change Agency' })),
  ).toBeVisible();
}

/** Signs in with a new copy of the demo account `from` (see accounts.ts) and answers that account. */
export async function signInAsNew(page: Page, from: string, path = '/'): Promise<Account> {
  const account = await freshAccount(page.request, from);
  await signIn(page, account.email, path);
  return account;
}
