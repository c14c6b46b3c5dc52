import { contentTexts } from '@msc/shared/messages';
import { businessToday } from '@msc/shared/rules/business-date';
import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('the administrator posts an announcement dated today, sees it on the home page, and runs a job now', async ({
  page,
}) => {
  const title = `Office closed ${Date.now()}`;
  await signInAsNew(page, 'admin@demo.local', '/manager/content');
  await expect(page.getByRole('heading', { name: contentTexts.title, level: 1 })).toBeVisible();

  // A new announcement, shown from today.
  await page.getByRole('button', { name: contentTexts.announcements.create }).click();
  const form = page.getByRole('form', { name: contentTexts.announcements.create });
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /Text/ })
    .fill('<p>Closed on <strong>Friday</strong>.</p><script>alert(1)</script>');
  await form.getByLabel(/First day/).fill(businessToday(new Date()));
  await form.getByRole('button', { name: contentTexts.announcements.save }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(contentTexts.status.live);

  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-content-${width}.png`, fullPage: true });
  }

  // The home page shows it at once, formatted and without the script.
  await page.goto('/');
  const announcements = page.getByRole('region', { name: 'Announcements' });
  await expect(announcements.getByText(title)).toBeVisible();
  // This announcement's own item: another run of the journey may have posted one of the same text.
  const posted = announcements.getByRole('listitem').filter({ hasText: title });
  await expect(posted.locator('strong', { hasText: 'Friday' })).toBeVisible();

  // Job runs, from the Admin Center's sub-navigation: run the win-back refresh now, see the new run.
  await page.goto('/manager/content');
  await page.getByRole('link', { name: 'Job runs' }).click();
  // Exact: once the job has runs, their table is a region too ("Runs of refresh-win-back-lists, newest first").
  const job = page.getByRole('region', { name: 'refresh-win-back-lists', exact: true });
  await expect(job).toBeVisible();
  const runsBefore = await job.getByRole('row').count();
  await job.getByRole('button', { name: `${contentTexts.jobs.runNow} refresh-win-back-lists` }).click();
  await expect(page.getByText(contentTexts.jobs.ran)).toBeVisible();
  await expect.poll(async () => job.getByRole('row').count()).toBeGreaterThan(Math.max(runsBefore, 1));

  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-job-runs-${width}.png`, fullPage: true });
  }
});
