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

test('save for later: a saved piece whose mail date passed says so and links back to step 3', async ({
  page,
}) => {
  await signInAsNew(page, 'subcode@demo.local', '/account/save-for-later');
  const stale = page.getByRole('alert').filter({ hasText: 'The mail date of this piece has passed.' });
  await expect(stale).toHaveCount(1);
  await expect(stale.getByRole('link', { name: 'Go to step 3 (the mail schedule)' })).toHaveAttribute(
    'href',
    /^\/personalization\/step-3\//,
  );
  await page.screenshot({ path: 'test-results/e2e-shots/save-for-later-stale-1280.png', fullPage: true });

  // Continue resumes at step 1, which says it too; the link opens the piece's step 3.
  const row = page.getByRole('table').locator('tbody tr').filter({ has: stale });
  await row.getByRole('link', { name: /^Continue / }).click();
  await expect(page.getByRole('heading', { name: 'Personalize', level: 1 })).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'The mail date of this piece has passed.' });
  await expect(notice).toBeVisible();
  await page.screenshot({
    path: 'test-results/e2e-shots/save-for-later-stale-step-1-1280.png',
    fullPage: true,
  });
  await notice.getByRole('link', { name: 'Go to step 3 (the mail schedule)' }).click();
  await expect(page).toHaveURL(/\/personalization\/step-3\//);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The mail date of this piece has passed.' }),
  ).toHaveCount(0);
});
