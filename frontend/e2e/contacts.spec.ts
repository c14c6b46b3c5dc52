import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('contacts: add (line 1 rule), sort, favorite and filter, edit, delete after confirm', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/contacts');
  await expect(page.getByRole('heading', { name: 'My Contacts', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Contact' }).click();
  const form = page.getByRole('form', { name: 'New Contact' });
  await form.getByLabel('First Name').fill('Quinn');
  await form.getByLabel('Last Name').fill('Aaronson');
  await form.getByLabel('Address Line 1').fill('12345 A Very Long Street Name Avenue NW');
  await expect(form.getByText('Address Line 1 cannot be more than 30 characters')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Address Line 1').fill('5 Lake Rd');
  await form.getByLabel('City').fill('Renton');
  await form.getByLabel('State').selectOption('WA');
  await form.getByLabel('ZIP Code').fill('98057');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact has been saved.')).toBeVisible();
  // A-Z by last name: Aaronson comes first.
  await expect(cards.first()).toContainText('Quinn Aaronson');

  await page.getByLabel('Sort').selectOption({ label: 'Last name Z-A' });
  await expect(page).toHaveURL(/sort=lastNameDesc/);
  await expect(cards.first()).not.toContainText('Aaronson');
  await page.getByLabel('Sort').selectOption({ label: 'Last name A-Z' });
  await expect(cards.first()).toContainText('Quinn Aaronson');

  const star = page.getByRole('button', { name: 'Favorite Quinn Aaronson' });
  const wasFavorite = (await star.getAttribute('aria-pressed')) === 'true';
  if (!wasFavorite) await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // The filter lives in the URL: the box shows checked once the navigation lands.
  await page.getByLabel('Favorites only').click();
  await expect(page.getByLabel('Favorites only')).toBeChecked();
  await expect(page).toHaveURL(/favorites=true/);
  await expect(page.getByRole('heading', { name: 'Quinn Aaronson' })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/contacts-1366.png`, fullPage: true });

  await page.getByRole('button', { name: 'Edit Quinn Aaronson' }).click();
  const edit = page.getByRole('form', { name: 'Edit Contact' });
  await expect(edit.getByLabel('City')).toHaveValue('Renton');
  await edit.getByLabel('City').fill('Kent');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Quinn Aaronson' })).toContainText(
    'Kent, WA 98057',
  );

  await page.getByRole('button', { name: 'Delete Quinn Aaronson' }).click();
  await expect(page.getByText('Are you sure you want to delete this contact?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Contact has been deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quinn Aaronson' })).toBeHidden();
});
