import { expect, test } from '@playwright/test';
import { uploadedMailList } from './mail-list-upload';
import { optOutConfirmation } from './opt-out-email';
import { signInAsNew } from './sign-in';

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
  const order = await uploadedMailList(page, `Cleaning ${run}`, PEOPLE_CSV, 7);
  const { headers } = order;
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
  // The choice keeps the focus while the server cleans the list again: the next Tab goes on from there.
  await expect(page.getByRole('checkbox', { name: 'Send one per household' })).toBeFocused();
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
