import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { checkout } from './checkout';
import { uploadedMailList } from './mail-list-upload';
import { signIn, signInAsNew } from './sign-in';

const run = Date.now().toString(36);
// House numbers of this run only: a returned address is suppressed for every list of the stack.
const house = (offset: number) => 20_000 + ((Number.parseInt(run.slice(-4), 36) * 7 + offset) % 70_000);
/**
 * Four recipients in Chicago, near the mail house (60607): their pieces are out for delivery three or four
 * days after a Monday drop, in that week. The emulator returns the first piece (the first row).
 */
const PEOPLE_CSV = [
  'First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email',
  `Rae,Returned,${house(1)} N Clark St,,Chicago,IL,60614,3125550101,`,
  `Abe,Arnold,${house(2)} W Addison St,,Chicago,IL,60613,3125550102,`,
  `Bea,Baker,${house(3)} S Halsted St,,Chicago,IL,60608,3125550103,`,
  `Cal,Carter,${house(4)} N Milwaukee Ave,,Chicago,IL,60622,,`,
].join('\n');

const DAY_MS = 86_400_000;
/** MM/DD/YYYY at `days` after it, at `hourUtc` o'clock UTC, as an ISO instant. */
const instantAfter = (usDate: string, days: number, hourUtc: number) => {
  const [month, day, year] = usDate.split('/');
  return new Date(
    Date.parse(`${year}-${month}-${day}T00:00:00Z`) + days * DAY_MS + hourUtc * 3_600_000,
  ).toISOString();
};

const shot = async (page: Page, name: string) => {
  const dir = join(test.info().config.rootDir, '../test-results/e2e-shots');
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `mail-tracking-${name}-${width}.png`), fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

/** Steps 2 to 4 of a data-list order of the CSV: a Monday drop when `monday`, else the first open day. */
async function toStepFour(page: Page, name: string, monday: boolean) {
  const order = await uploadedMailList(page, name, PEOPLE_CSV, 4);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  const open = page.locator(
    `.rdp-day:not([data-disabled]):not(.rdp-outside) button${monday ? '[aria-label*="Monday"]' : ''}`,
  );
  // The first open Monday may be next month's (past the 3 business days' lead time).
  if ((await open.count()) === 0) await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await open.first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${order.id}$`));
  return order;
}

test('a mailed drop is tracked: its timeline, the pieces arriving this week, and a return suppressed', async ({
  page,
  browser,
}) => {
  // Two orders through the wizard (upload, proof, date), a checkout and a second tab: 2 to 4 minutes.
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await signInAsNew(page, 'owner@demo.local');
  const user = encodeURIComponent(account.email);
  await toStepFour(page, `Tracked ${run}`, true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const orderId = await checkout(page);

  await page.goto(`/account/order/${orderId}`);
  const mailDate =
    (await page
      .getByTestId(/^drop-.+-1$/)
      .locator('td')
      .nth(1)
      .textContent()) ?? '';
  expect(mailDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // The mail house's Monday: the job mails the drop (on that fake day, for this journey's drops only).
  const mailed = await page.request.post(`/__local/mail-drops?user=${user}`, {
    headers: { 'x-msc-now': instantAfter(mailDate, 0, 12) },
  });
  expect(await mailed.json()).toMatchObject({ status: 'succeeded', counts: { drops: 1, pieces: 4 } });
  // Saturday evening: USPS's scans of the week, one piece returned as undeliverable.
  const saturday = instantAfter(mailDate, 5, 22);
  const played = await page.request.post(`/__local/scans?user=${user}&returned=1`, {
    headers: { 'x-msc-now': saturday },
  });
  expect(played.status()).toBe(201);

  // The agent that Saturday, in a tab of its own: the page's clock (a drop's status) and the API's (the week).
  const later = await browser.newPage({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  await later.clock.setFixedTime(saturday);
  await later.route('**/api/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-msc-now': saturday } }),
  );
  await signIn(later, account.email, `/account/order/${orderId}`);
  // Its one drop mailed: the line reads Complete beside a drop that reads Mailed.
  await expect(later.locator('[data-testid^="line-status-"]')).toHaveText('Complete');
  const timeline = later.getByTestId('drop-timeline-1');
  const stage = (name: string) => timeline.locator(`[data-stage="${name}"]`);
  await expect(stage('enteredMailStream')).toContainText('4 (100%)');
  await expect(stage('inLocalArea')).toContainText('4 (100%)');
  await expect(stage('outForDelivery')).toContainText('4 (100%)');
  await expect(stage('returned')).toContainText('1 (25%)');
  await later.getByRole('button', { name: 'Show pieces' }).click();
  await later.getByRole('button', { name: 'Scans: Rae Returned' }).click();
  const scans = later.getByRole('table', { name: 'Scans of the piece to Rae Returned' });
  await expect(scans.locator('tbody tr')).toHaveCount(4);
  await expect(scans.locator('tbody tr').last()).toContainText('Returned to sender');
  await shot(later, 'drop-timeline');

  // Whom to call: the three pieces out for delivery that week, not the returned one.
  await later.goto('/account/arriving-this-week');
  const rows = later.getByTestId('arriving-table').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Rae Returned' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Abe Arnold' })).toContainText('312-555-0102');
  await shot(later, 'arriving');
  await later.goto('/');
  await expect(later.getByText('3 recipients are receiving your mail this week.')).toBeVisible();
  await shot(later, 'home-panel');

  // The next order of the same people leaves the returned address out, with the reason.
  await toStepFour(page, `Again ${run}`, false);
  await expect(page.getByTestId('list-cleaning-summary')).toHaveText(
    /^1 removed: 0 duplicates, 0 incomplete, 0 opted out, 1 returned mail — \$\d+\.\d{2} saved$/,
  );
  await page.getByText('Review removed recipients').click();
  await expect(
    page.getByRole('table').getByRole('row', { name: /Rae Returned.*Returned mail/ }),
  ).toBeVisible();
});
