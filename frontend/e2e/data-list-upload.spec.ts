import { expect, test } from '@playwright/test';
import { apiHeaders, startDataListOrder } from './mail-list-upload';
import { optOutConfirmation } from './opt-out-email';
import { personalizeAndApprove } from './personalization';
import { signInAsNew } from './sign-in';

const run = Date.now().toString(36);
const optedOut = `opted-out-${run}@example.com`;
/** Five people: four good (one of them opted out of our mail), one without a first name. */
const PEOPLE_CSV = [
  'First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email',
  `Ann,Archer,1 Main St,,Springfield,il,62701,2175550100,ann-${run}@example.com`,
  `Ben,Baker,2 Oak Ave,Apt 3,Springfield,IL,62702,,`,
  `,Nofirst,3 Elm St,,Springfield,IL,62703,,`,
  `Cat,Carter,4 Pine Rd,,Peoria,IL,61602,,${optedOut}`,
  `Dan,Dyer,5 Lake Dr,,Peoria,IL,61603,,dan-${run}@example.com`,
].join('\n');

test('a data-list upload with a bad row → summary → proceed with the good ones → cart, opt-outs not mailed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Someone on the list opted out: the public form, then the signed link of its confirmation email.
  expect((await page.request.post('/api/opt-out', { data: { email: optedOut } })).status()).toBe(201);
  const { link } = await optOutConfirmation(optedOut);
  const tracked = await page.request.post('/api/opt-out/track', {
    data: Object.fromEntries(link.searchParams),
  });
  expect(await tracked.json()).toEqual({ succeeded: true, acknowledgementId: expect.any(String) });
  await signInAsNew(page, 'owner@demo.local');
  const headers = await apiHeaders(page);
  const order = await startDataListOrder(page, headers);

  // Step 1: personalize and approve; Next opens the data-list step.
  await page.goto(`/personalization/step-1/${order.id}/${order.id}/${order.productId}/?channelType=1`);
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-2/${order.id}`));
  await expect(page.getByRole('radio', { name: 'Upload a new list' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Mail list template (.xlsx)' })).toHaveAttribute(
    'href',
    '/templates/mail-list-template.xlsx',
  );
  const template = await page.request.get('/templates/mail-list-template.csv');
  expect((await template.text()).trim()).toBe(
    'First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email',
  );
  const chooser = page.getByLabel('Choose a .xlsx, .xls or .csv file');
  // A name first: the file chooser waits for it.
  await expect(chooser).toBeDisabled();
  await page.getByLabel('Mail list name').fill(`Spring neighbours ${run}`);
  await page.screenshot({ path: 'test-results/e2e-shots/data-list-upload-1366.png', fullPage: true });

  // Another type is refused in the browser with the spec's text.
  await chooser.setInputFiles({
    name: 'people.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF'),
  });
  await expect(
    page.getByText('File format not accepted. Accepted file formats are .xlsx, .xls & .csv'),
  ).toBeVisible();

  await chooser.setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(PEOPLE_CSV) });
  await expect(page.getByRole('heading', { name: 'Upload Summary' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('upload-total')).toHaveText('5');
  await expect(page.getByTestId('upload-failed')).toHaveText('1');
  await expect(page.getByTestId('upload-success')).toHaveText('4');
  await expect(page.getByRole('table', { name: 'Preview' }).locator('tbody tr')).toHaveCount(5);
  await expect(page.getByText('#3 First Name: Required')).toBeVisible();
  await expect(page.getByText('Your new list will hold the 4 successful records only.')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/data-list-summary-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/data-list-summary-820.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('button', { name: 'Proceed with successful records' }).click();
  const records = page.getByRole('table', { name: 'Records of the list' });
  await expect(records.locator('tbody tr')).toHaveCount(4);
  await expect(page.getByText('4 of 4 records selected')).toBeVisible();
  await expect(records.getByText('Nofirst')).toHaveCount(0);
  // Untick one with the keyboard, then Next.
  await page.getByRole('checkbox', { name: 'Select Ben Baker' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('3 of 4 records selected')).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/data-list-select-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/data-list-select-820.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // The opted-out person is not mailed, and the page says so.
  await expect(
    page.getByText('1 record on the opt-out list was removed and will not be mailed.'),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  const saved = await (await page.request.get(`/api/order-states/${order.id}`, { headers })).json();
  expect(saved).toMatchObject({ targetCount: 2, suppressedCount: 1, isOwnListUploaded: true });
  expect(saved.totalPrice).toBe(2 * saved.unitPrice);

  // The list is in the account's agency lists with the good records only.
  const lists = await (await page.request.get('/api/agency-lists', { headers })).json();
  expect(lists.results).toContainEqual(
    expect.objectContaining({ name: `Spring neighbours ${run}`, mailListContactsCount: 4 }),
  );

  // Step 3: one drop (a small order), then step 4 and the cart.
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${order.id}$`));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: order.productName });
  await expect(line.getByText('2 recipients')).toBeVisible();

  // Back to step 2 later: the list opens with the saved records ticked.
  await page.goto(`/personalization/step-2/${order.id}`);
  await expect(page.getByText('2 of 4 records selected')).toBeVisible();
});

test('a previously uploaded list: pick, preview, select; the help page prints for reference', async ({
  page,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signInAsNew(page, 'owner@demo.local');
  const headers = await apiHeaders(page);
  const order = await startDataListOrder(page, headers);
  await page.goto(`/personalization/step-2/${order.id}`);
  await page.getByRole('radio', { name: 'Use a previously uploaded list' }).check();
  const lists = page.getByRole('table', { name: 'Your uploaded lists' });
  await expect(lists.or(page.getByText('There are no lists uploaded to use.'))).toBeVisible();
  if (await lists.isVisible()) {
    await lists.getByRole('button', { name: /^Use / }).first().click();
    await expect(page.getByText('The first 20 records of the list.')).toBeVisible();
    const preview = page.getByRole('table', { name: 'Preview' });
    expect(await preview.locator('tbody tr').count()).toBeLessThanOrEqual(20);
    await page.screenshot({ path: 'test-results/e2e-shots/data-list-preview-820.png', fullPage: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText(/^([\d,]+) of \1 records selected$/)).toBeVisible();
  }

  await page.goto('/personalization/prepare-mail-list');
  await expect(page.getByRole('heading', { name: 'Prepare Your Mail List', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Excel 97-2003 workbook (.xls)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print for reference' })).toBeVisible();
  await page.screenshot({ path: 'test-results/e2e-shots/prepare-mail-list-820.png', fullPage: true });
});
