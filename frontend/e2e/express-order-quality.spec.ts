import { formatDate } from '@msc/shared/rules/formatting';
import { inHomeWindowOf, inHomeWindowText, latestDropDateFor } from '@msc/shared/rules/in-home-date';
import { expect, type Page, test } from '@playwright/test';
import { CATALOGUE_IDS } from '../../infra/local/seed/catalogue-ids';
import { freshAccount } from './accounts';
import { approveAndContinue } from './personalization';
import { signIn } from './sign-in';

/** Screenshots looked at after the run. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/e2e-shots/express-quality-${name}.png`, fullPage: true });

const noSideScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

/** Both widths of a page: 1366, then 820 (a tablet held upright), then back. */
async function shotsAt1366And820(page: Page, name: string) {
  await shot(page, `${name}-1366`);
  await page.setViewportSize({ width: 820, height: 1180 });
  await shot(page, `${name}-820`);
  await noSideScroll(page);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * An owner master of its own (infra/local/test-data/fresh-express-owner.ts) whose two sub codes hold Ann
 * Archer twice, an address without a house number and a name too long for the window → AP-8083 as an
 * Express Order → step 3 "Arrive in homes by" with the in-home window → step 4: each sub code's list
 * cleaning, one per household, the recipient preflight acknowledged → the cart.
 */
test('an express order is cleaned and preflighted before the cart: the in-home window on step 3, removed recipients and the long name acknowledged on step 4', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const account = await freshAccount(page.request, 'owner@demo.local');
  const owner = await page.request.post(`/__local/express-owners/${encodeURIComponent(account.email)}`);
  expect(owner.status(), await owner.text()).toBe(201);
  const { subCodes } = (await owner.json()) as { subCodes: { statId: string; agencyName: string }[] };
  await signIn(page, account.email);

  const productId = CATALOGUE_IDS.find((entry) => entry.itemNumber === 'AP-8083')?.productId;
  await page.goto(`/product/${productId}`);
  await page.getByRole('link', { name: 'Personalize' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Sub codes: the owner master's two.
  await expect(page).toHaveURL(/\/expressorder\/subcodes\/[^/]+$/);
  const bulkOrderStateId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const tiles = page
    .getByRole('region', { name: 'Select Sub Codes' })
    .getByRole('button', { pressed: false });
  await expect(tiles).toHaveCount(2);
  await tiles.first().click();
  await tiles.first().click();
  await expect(page.getByText('2 selected')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await next.click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();

  // Step 1 and step 2 as the express journey does them.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-1/${bulkOrderStateId}`));
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Proof, Page 1 of \d+/ })).toBeVisible({ timeout: 30_000 });
  await approveAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-2/${bulkOrderStateId}$`), { timeout: 20_000 });
  await expect(page.getByTestId('policyholder-count')).toHaveCount(2);
  await next.click();

  // Step 3: "Arrive in homes by" a date two months on; the drop date is planned and its in-home window shown.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-3/${bulkOrderStateId}$`));
  await page.getByRole('radio', { name: 'Arrive in homes by' }).check();
  const arriveByPicker = page.getByRole('group', { name: 'Arrive in homes by' });
  await arriveByPicker.getByRole('button', { name: 'Go to the Next Month' }).click();
  await arriveByPicker.getByRole('button', { name: 'Go to the Next Month' }).click();
  const day = arriveByPicker.locator('.rdp-day:not([data-disabled])').nth(9);
  const arriveBy = (await day.getAttribute('data-day')) ?? '';
  await day.locator('button').click();
  const dropDate = latestDropDateFor(arriveBy, new Date()) ?? '';
  expect(dropDate).not.toBe('');
  expect(inHomeWindowOf(dropDate).last <= arriveBy).toBe(true);
  await expect(page.getByText(`Latest drop date to arrive in time: ${formatDate(dropDate)}`)).toBeVisible();
  const frequency = page.getByRole('table', { name: 'Mail Frequency Summary' });
  await expect(frequency.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
  await expect(frequency.getByRole('columnheader', { name: 'In-home window' })).toBeVisible();
  await expect(frequency.locator('tbody tr').first()).toContainText(inHomeWindowText(dropDate));
  // Five of the seven are mailed: Ann's second record and the address without a house number are not.
  await expect(frequency.locator('tbody tr').first().locator('td').nth(2)).toHaveText('5');
  await shotsAt1366And820(page, 'step-3');
  await next.click();

  // Step 4: the table counts the cleaned lists; each sub code says what was removed and why.
  await expect(page).toHaveURL(new RegExp(`/expressorder/step-4/${bulkOrderStateId}$`));
  const rows = page.locator('table').first().locator('tbody tr');
  await expect(rows).toHaveCount(2, { timeout: 60_000 });
  const firstRow = rows.filter({ hasText: subCodes[0]!.agencyName });
  await expect(firstRow.locator('td').nth(2)).toHaveText('3');
  const cleaning = page.getByRole('region', { name: 'List cleaning' });
  await expect(
    cleaning.getByText(/^2 removed: 1 duplicate, 1 incomplete, 0 opted out — \$\d+\.\d\d saved$/),
  ).toBeVisible();

  // One per household: Bob shares Ann's address; the server cleans and prices again, the summary follows.
  await cleaning.getByRole('checkbox', { name: 'Send one per household' }).click();
  await expect(
    page
      .getByRole('region', { name: 'List cleaning' })
      .getByText(/^3 removed: 1 duplicate, 1 incomplete, 0 opted out, 1 same household — \$\d+\.\d\d saved$/),
  ).toBeVisible({ timeout: 60_000 });
  await expect(rows.filter({ hasText: subCodes[0]!.agencyName }).locator('td').nth(2)).toHaveText('2', {
    timeout: 60_000,
  });
  await expect(page.getByRole('checkbox', { name: 'Send one per household' })).toBeChecked();
  await cleaning.getByText('Review removed recipients').click();
  await expect(cleaning.getByRole('cell', { name: 'Incomplete address' })).toBeVisible();
  await expect(cleaning.getByRole('cell', { name: 'Duplicate' })).toBeVisible();
  await expect(cleaning.getByRole('cell', { name: 'Same household' })).toBeVisible();

  // The preflight measured every sub code's list: the long name is shortened, Add to Cart waits for the agent.
  const preflight = page.getByRole('region', { name: 'Recipient preflight' });
  await expect(preflight.getByText('1 name will be shortened')).toBeVisible({ timeout: 30_000 });
  await expect(preflight).toContainText('Maximiliano Guadalupe Hernandez-Villalobos de la Cruz');
  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  await expect(addToCart).toBeDisabled();
  await expect(
    page.getByText('Acknowledge the recipient preflight to add this piece to the cart.'),
  ).toBeVisible();
  await shotsAt1366And820(page, 'step-4');
  // The acknowledgement with the keyboard: the server stores it, the box shows it and Add to Cart opens.
  const acknowledge = preflight.getByRole('checkbox');
  await acknowledge.focus();
  await page.keyboard.press('Space');
  await expect(acknowledge).toBeChecked({ timeout: 20_000 });
  await expect(addToCart).toBeEnabled();
  await shot(page, 'step-4-acknowledged-1366');
  await addToCart.click();

  await expect(page).toHaveURL(/\/cart$/);
  const lines = page.getByRole('region', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Express Order');
  await shot(page, 'cart-1366');
});
