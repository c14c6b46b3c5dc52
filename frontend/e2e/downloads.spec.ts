import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('downloads: the custom downloads table, a complete one downloads its PDF, the table exports to CSV', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/downloads');
  await expect(page.getByRole('heading', { name: 'My Downloads', level: 1 })).toBeVisible();
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(6);
  await expect(rows.filter({ hasText: 'Incomplete' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Incomplete' }).first()).toContainText('Not ready');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/downloads-1366.png`, fullPage: true });

  const complete = rows.filter({ hasText: 'Complete' }).filter({ hasNotText: 'Incomplete' }).first();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    complete.getByRole('button', { name: /^Download / }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await (await pdf.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^downloads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFItem Number,Item Name,Title,Stat Code,Agency Name,Customized Date,Status',
  );
  expect(text.trim().split('\r\n')).toHaveLength(7);

  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/downloads-820.png`, fullPage: true });
});
