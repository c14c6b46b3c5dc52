import { expect, type Page, test } from '@playwright/test';
import { optOutConfirmation } from './opt-out-email';
import { personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

/** The signed-in tab's API headers (the SPA's bearer token), read from one of its own calls. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const request = page.waitForRequest((req) => req.url().includes('/api/') && !!req.headers().authorization);
  await page.reload();
  const { authorization } = (await request).headers();
  return { authorization: authorization ?? '' };
}

/** A data-list order state of a personalizable piece, through the API. */
async function startDataListOrder(page: Page, headers: Record<string, string>) {
  const session = await (await page.request.get('/api/session', { headers })).json();
  const found = await (
    await page.request.get('/api/products', { headers, params: { programType: 'DataListUpload' } })
  ).json();
  const product = (found.results as { id: string; name: string; isPersonalizable: boolean }[]).find(
    (each) => each.isPersonalizable,
  );
  if (!product) throw new Error('no data-list piece in the demo catalogue');
  const created = await page.request.post('/api/order-states', {
    headers,
    data: {
      productId: product.id,
      statCode: session.agency.statId,
      productType: 'Other',
      programType: 'DataListUpload',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    },
  });
  expect(created.ok()).toBe(true);
  return { id: (await created.json()).id as string, productId: product.id, productName: product.name };
}

const run = Date.now().toString(36);
const optedOut = `clean-opted-out-${run}@example.com`;
/**
 * Seven rows as lists arrive: Ann twice in other spellings (a duplicate), Ann's husband at her address (a
 * household), an address without a house number (incomplete), an opt-out, and two good ones.
 */
const PEOPLE_CSV = [
  'First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email',
  `Ann,Archer,1 Main Street,,Springfield,IL,62701,,`,
  `ANN,archer,1 MAIN ST.,,springfield,il,62701-0001,,`,
  `Bob,Archer,1 Main St,,Springfield,IL,62701,,`,
  `Cy,Nohouse,Main Street,,Springfield,IL,62701,,`,
  `Dee,Optout,4 Pine Rd,,Peoria,IL,61602,,${optedOut}`,
  `Eve,Evans,9 Park Avenue,Apartment 4,Peoria,IL,61603,,`,
  `Fay,Fox,12 North Oak Boulevard,,Peoria,IL,61604,,`,
].join('\n');

test('a list is cleaned before payment: step 4 says what was removed and why, one per household reprices', async ({
  page,
}) => {
  // Upload, three steps, a re-cleaning and the cart: longer than one step's journey.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  expect((await page.request.post('/api/opt-out', { data: { email: optedOut } })).status()).toBe(201);
  const { link } = await optOutConfirmation(optedOut);
  await page.request.post('/api/opt-out/track', { data: Object.fromEntries(link.searchParams) });
  await signInAsNew(page, 'owner@demo.local');
  const headers = await apiHeaders(page);
  const order = await startDataListOrder(page, headers);

  await page.goto(`/personalization/step-1/${order.id}/${order.id}/${order.productId}/?channelType=1`);
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-2/${order.id}`));
  await page.getByLabel('Mail list name').fill(`Cleaning ${run}`);
  await page
    .getByLabel('Choose a .xlsx, .xls or .csv file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(PEOPLE_CSV) });
  await expect(page.getByRole('heading', { name: 'Upload Summary' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Proceed with successful records' }).click();
  await expect(page.getByText('7 of 7 records selected')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${order.id}$`));

  // 7 picked: 1 opted out, 1 incomplete, 1 duplicate → 4 mailed (Ann, Bob, Eve, Fay), priced by the server.
  const state = await (await page.request.get(`/api/order-states/${order.id}`, { headers })).json();
  expect(state.targetCount).toBe(4);
  expect(state.totalPrice).toBe(4 * state.unitPrice);
  const price = (cents: number) =>
    (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  const summary = page.getByTestId('list-cleaning-summary');
  await expect(summary).toHaveText(
    `3 removed: 1 duplicate, 1 incomplete, 1 opted out — ${price(3 * state.unitPrice)} saved`,
  );
  await page.getByText('Review removed recipients').click();
  const removed = page.getByRole('table');
  await expect(removed.getByRole('row', { name: /Cy Nohouse MAIN ST.*Incomplete address/ })).toBeVisible();
  await expect(removed.getByRole('row', { name: /ANN archer 1 MAIN ST.*Duplicate/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/list-cleaning-step-4-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/list-cleaning-step-4-820.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // One per household, with the keyboard: Bob Archer shares Ann's address; the server reprices.
  await page.getByRole('checkbox', { name: 'Send one per household' }).focus();
  await page.keyboard.press('Space');
  await expect(summary).toHaveText(
    `4 removed: 1 duplicate, 1 incomplete, 1 opted out, 1 same household — ${price(4 * state.unitPrice)} saved`,
  );
  await expect(page.getByRole('checkbox', { name: 'Send one per household' })).toBeChecked();
  const after = await (await page.request.get(`/api/order-states/${order.id}`, { headers })).json();
  expect(after).toMatchObject({ targetCount: 3, totalPrice: 3 * state.unitPrice });
  await expect(removed.getByRole('row', { name: /Bob Archer.*Same household/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/list-cleaning-household-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/e2e-shots/list-cleaning-household-1366.png', fullPage: true });

  // The cart counts the cleaned list.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: order.productName });
  await expect(line.getByText('3 recipients')).toBeVisible();
});
