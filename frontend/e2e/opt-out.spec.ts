import { expect, test } from '@playwright/test';
import { optOutConfirmation } from './opt-out-email';

test('a recipient opts out signed out: tracking link → email opt-out → confirmation email → acknowledgement', async ({
  page,
}) => {
  // An address of this run: a confirmation is mailed to one address a few times a day only.
  const address = `moving.reader.${Date.now()}@mail.example`;
  await page.goto(`/optout?t=T100&i=R200&e=${encodeURIComponent(address)}`);
  await expect(page).toHaveURL(/\/EmailOptOut\?i=R200&e=moving\.reader\.\d+%40mail\.example$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Opt-Out' })).toBeVisible();
  // Signed out: no shell search, no account menu.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);

  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(address);
  await email.fill('not-an-address');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opt Out' })).toBeDisabled();

  await email.fill(address);
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page).toHaveURL(/\/optoutacknowledge\/[0-9A-Z]+$/);
  await expect(page.getByRole('status')).toHaveText(
    'Check your inbox: we sent a link to this address. Open it to confirm that you no longer want these emails.',
  );
  // The acknowledgement names nobody: neither the address nor an agency.
  await expect(page.locator('body')).not.toContainText('mail.example');

  // The link in the email opts the address out at once.
  const { subject, link } = await optOutConfirmation(address);
  expect(subject).toBe('Confirm your email opt-out');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/optoutacknowledge\/[0-9A-Z]+$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your request has been received. You will no longer receive these emails.',
  );
});

test('the older opt-out address /OptOutEmail asks for the email when it is empty', async ({ page }) => {
  await page.goto('/OptOutEmail');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('(Required)')).toBeVisible();
});
