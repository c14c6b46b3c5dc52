import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

test('save for later: the saved pieces with Continue; Delete asks first, then removes the item', async ({
  page,
}) => {
  await signInAsNew(page, 'subcode@demo.local', '/account/save-for-later');
  await expect(page.getByRole('heading', { name: 'My Saved Items', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('link', { name: /^Continue / })).toHaveAttribute(
    'href',
    /^\/personalization\/step-1\//,
  );
  await page.screenshot({ path: 'test-results/e2e-shots/save-for-later-1280.png', fullPage: true });

  const name = (await rows.first().getByRole('link').first().textContent())?.trim() ?? '';
  await rows
    .first()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByText('Are you sure you want to delete this saved item?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(2);

  await rows
    .first()
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('link', { name })).toBeHidden();
});
