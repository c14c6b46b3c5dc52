import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const tiles = (page: Page) => page.getByRole('region', { name: 'Moving Lists' }).getByRole('row');

test('the Moving list shows a new month after the provider drops a feed and the monthly job runs', async ({
  page,
  request,
}) => {
  await signInAsNew(page, 'subcode@demo.local', '/retention/moving/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Moving Lists' })).toBeVisible();
  // The seeded year: October 2026 back to November 2025, newest first, 12 a page.
  await expect(tiles(page).nth(1)).toContainText('10/01/2026');
  await expect(tiles(page)).toHaveCount(13);

  // The provider drops November's feed; the refresh job runs (as EventBridge would on the 1st).
  const drop = await request.post('/__local/feeds/moving/2026-11');
  expect(drop.status()).toBe(201);
  const run = await request.post('/__local/jobs/refresh-moving-lists');
  expect(await run.json()).toMatchObject({ status: 'succeeded' });

  await page.reload();
  const november = tiles(page).nth(1);
  await expect(november).toContainText('11/01/2026');
  const count = Number(await november.getByRole('cell').nth(2).textContent());
  expect(count).toBeGreaterThan(0);

  await november.getByRole('button', { name: 'View details 11/01/2026' }).click();
  const records = page.getByRole('region', { name: 'Records of the 11/01/2026 list' });
  await expect(records.getByRole('row')).toHaveCount(count + 1);
  await expect(records.getByRole('columnheader')).toHaveText([
    'Policy #',
    'Policy Type',
    'First Name',
    'Last Name',
  ]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/screens/moving-list-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.screenshot({ path: 'test-results/screens/moving-list-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // CSV export of the new month carries every record with every field.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    november.getByRole('button', { name: 'Export 11/01/2026 CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe('moving-list-2026-11-01.csv');
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^agencyCode,recordDate,referenceId,policy,type,firstName,lastName,address1/);
  expect(lines).toHaveLength(count + 1);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    november.getByRole('button', { name: 'Export 11/01/2026 Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('moving-list-2026-11-01.xlsx');

  // A rerun of the job on the same feed changes nothing.
  await request.post('/__local/jobs/refresh-moving-lists');
  await page.reload();
  await expect(tiles(page).nth(1)).toContainText(`11/01/2026${count}`);
});
