import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('agency lists: the uploaded lists of the agency; Delete asks first, then removes the list', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/agency-lists');
  await expect(page.getByRole('heading', { name: 'My Agency Lists', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  await page.screenshot({ path: 'test-results/e2e-shots/agency-lists-1280.png', fullPage: true });

  const name = ((await rows.first().locator('td').first().textContent()) ?? '').trim();
  const records = Number(((await rows.first().locator('td').nth(1).textContent()) ?? '').replace(/\D/g, ''));

  // View list: its contacts in upload order, 50 a page.
  await rows
    .first()
    .getByRole('button', { name: `View ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText(`${records} contacts, in upload order`)).toBeVisible();
  await expect(dialog.locator('tbody tr')).toHaveCount(Math.min(records, 50));
  await page.screenshot({ path: 'test-results/e2e-shots/agency-list-view-1280.png' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await rows
    .first()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByText('Are you sure you want to delete this list?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(count);

  await rows
    .first()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(count - 1);
});
