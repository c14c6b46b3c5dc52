import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { seedEpoch } from '../../infra/local/seed/plan';
import { monthStart } from '../../infra/local/seed/random';
import { signInAsNew } from './sign-in';

const tiles = (page: Page) => page.getByRole('region', { name: 'Moving Lists' }).getByRole('row');
// The seed dates the Moving lists by the month it ran in (the same clock as the stack's): the 12 before it.
const isoMonth = (months: number) => monthStart(seedEpoch(), months).toISOString().slice(0, 7);
const usFirst = (month: string) => `${month.slice(5, 7)}/01/${month.slice(0, 4)}`;
const lastMonth = isoMonth(-1);
const thisMonth = isoMonth(0);
const shown = usFirst(thisMonth);

test('the Moving list shows a new month after the provider drops a feed and the monthly job runs', async ({
  page,
  request,
}) => {
  await signInAsNew(page, 'subcode@demo.local', '/retention/moving/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Moving Lists' })).toBeVisible();
  // The seeded year: last month back to this month a year ago, newest first, 12 a page.
  await expect(tiles(page).nth(1)).toContainText(usFirst(lastMonth));
  await expect(tiles(page)).toHaveCount(13);

  // The provider drops this month's feed; the refresh job runs (as EventBridge would on the 1st).
  const drop = await request.post(`/__local/feeds/moving/${thisMonth}`);
  expect(drop.status()).toBe(201);
  const run = await request.post('/__local/jobs/refresh-moving-lists');
  expect(await run.json()).toMatchObject({ status: 'succeeded' });

  await page.reload();
  const current = tiles(page).nth(1);
  await expect(current).toContainText(shown);
  const count = Number(await current.getByRole('cell').nth(2).textContent());
  expect(count).toBeGreaterThan(0);

  await current.getByRole('button', { name: `View details ${shown}` }).click();
  const records = page.getByRole('region', { name: `Records of the ${shown} list` });
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
    current.getByRole('button', { name: `Export ${shown} CSV` }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`moving-list-${thisMonth}-01.csv`);
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^agencyCode,recordDate,referenceId,policy,type,firstName,lastName,address1/);
  expect(lines).toHaveLength(count + 1);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    current.getByRole('button', { name: `Export ${shown} Excel` }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`moving-list-${thisMonth}-01.xlsx`);

  // A rerun of the job on the same feed changes nothing.
  await request.post('/__local/jobs/refresh-moving-lists');
  await page.reload();
  await expect(tiles(page).nth(1)).toContainText(`${shown}${count}`);
});
