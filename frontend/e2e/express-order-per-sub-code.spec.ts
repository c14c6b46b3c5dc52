import { expect, type Page, test } from '@playwright/test';
import { CATALOGUE_IDS } from '../../infra/local/seed/catalogue-ids';
import { approveAndContinue } from './personalization';
import { signInAsNew } from './sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/express-per-sub-code-${name}.png`, fullPage: true });

const REQUIRED =
  'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.';

/**
 * The other answers of the express flow: No on the same personalization (step 1 once per sub code, each
 * with that sub code's name) and step 2's self-selection (none chosen holds Next with the spec's text;
 * one chosen mails one), through to step 4's rows.
 */
test('an express order personalized per sub code, with policyholders chosen by hand for one of them', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const productId = CATALOGUE_IDS.find((entry) => entry.itemNumber === 'AP-8083')?.productId;
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Personalize' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  await expect(page).toHaveURL(/\/expressorder\/subcodes\/[^/]+$/);
  const bulkOrderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const tiles = page
    .getByRole('region', { name: 'Select Sub Codes' })
    .getByRole('button', { pressed: false });
  await tiles.first().click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await tiles.first().click();
  await expect(page.getByText('2 selected')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/expressorder/personalization/confirmation/${bulkOrderStateId}$`));
  await page.getByRole('button', { name: 'No', exact: true }).click();

  // Step 1 twice: each sub code's own personalization, named on the page.
  const personalized: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    await expect(page).toHaveURL(new RegExp(`/expressorder/step-1/${bulkOrderStateId}`), { timeout: 20_000 });
    const which = page.getByText(/^Personalizing for sub code /);
    await expect(which).toBeVisible();
    const text = (await which.textContent()) ?? '';
    expect(personalized).not.toContain(text);
    personalized.push(text);
    await page.getByRole('button', { name: 'Preview PDF' }).click();
    await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 30_000 });
    await shot(page, `1-step-1-${round + 1}`);
    await approveAndContinue(page);
    if (round === 0) {
      await expect(page.getByText(/^Personalizing for sub code /)).not.toHaveText(text, { timeout: 20_000 });
    }
  }

  // Step 2: the first sub code by hand; none chosen holds Next with the spec's text, one chosen mails one.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-2/${bulkOrderStateId}$`), { timeout: 20_000 });
  const first = page.getByRole('region', { name: /^Policyholders of sub code / }).first();
  await first.getByRole('radio', { name: 'Select policyholders' }).check();
  await expect(first.getByText(REQUIRED)).toBeVisible();
  await expect(next).toBeDisabled();
  await first.getByRole('checkbox').first().check();
  await expect(first.getByTestId('policyholder-count')).toHaveText(/^1 of /);
  await expect(next).toBeEnabled();
  await shot(page, '2-step-2');
  await next.click();

  await expect(page).toHaveURL(new RegExp(`/expressorder/step-3/${bulkOrderStateId}$`));
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  await expect(page.getByRole('table', { name: 'Mail Frequency Summary' }).locator('tbody tr')).toHaveCount(
    1,
    { timeout: 20_000 },
  );
  await next.click();

  // Step 4: a row per sub code, the hand-chosen one mailing one policyholder.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-4/${bulkOrderStateId}$`));
  const rows = page.locator('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  const quantities = await rows.evaluateAll((trs) =>
    trs.map((tr) => Number(tr.querySelectorAll('td, th')[3]?.textContent?.replace(/,/g, '') ?? 'NaN')),
  );
  expect(quantities).toContain(1);
  await shot(page, '3-step-4');
});
