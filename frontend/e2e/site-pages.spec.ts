import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

async function shots(page: Page, name: string) {
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the terms pages are public: read signed out', async ({ page }) => {
  await page.goto('/terms-and-conditions/prospecting');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Prospecting Terms and Conditions' }),
  ).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('60 days after the mail date');
  // Signed out: no shell search.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);
  await shots(page, 'terms-prospecting');
  await page.goto('/terms-and-conditions/list-upload');
  await expect(
    page.getByRole('heading', { level: 1, name: 'List Upload Terms and Conditions' }),
  ).toBeVisible();
  await expect(page.getByText('.xlsx, .xls or .csv')).toBeVisible();
});

test('help pages, marketing pages and a legacy address', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'subcode@demo.local', '/home');

  // Contact Us from the footer: the seeded site configuration's numbers.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: '800-555-0142' })).toBeVisible();
  await expect(page.getByRole('link', { name: '800-555-0199' })).toBeVisible();
  // Footer and Contact Us links come from one site setting, and open files the portal serves.
  const footer = page.getByRole('contentinfo');
  for (const name of ['Agent Portal', 'Terms of Use', 'Privacy']) {
    const href = await footer.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href');
    expect(href).toMatch(/^\/assets\/site\//);
    expect((await page.request.get(href!)).status(), name).toBe(200);
  }
  expect(
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Agent Portal/ })
      .getAttribute('href'),
  ).toBe(await footer.getByRole('link', { name: /^Agent Portal/ }).getAttribute('href'));
  await page.getByRole('button', { name: 'Provide Feedback' }).first().click();
  await expect(page.getByText('How easy was it to find what you needed?')).toBeVisible();
  await page.keyboard.press('Escape');
  await shots(page, 'contact-us');

  // Help Center: the questions open with the keyboard.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const question = page.getByText('How long can I see my prospect lists?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/stay accessible 60 days after the mail date/)).toBeVisible();
  await shots(page, 'help-center');

  // A legacy how-to address lands on the how-to videos page.
  await page.goto('/HowTo.aspx');
  await expect(page).toHaveURL(/\/how-to-videos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How-To Videos' })).toBeVisible();
  const video = page.getByRole('link', { name: /^Place an Express Order/ });
  expect((await page.request.get((await video.getAttribute('href'))!)).status()).toBe(200);
  await shots(page, 'how-to-videos');

  // The Express Ordering question records the spec's analytics tile in the page's dataLayer.
  await page.goto('/cross-sell/express-ordering');
  await expect(page.getByRole('heading', { level: 1, name: 'Express Ordering' })).toBeVisible();
  // Pushed by the page's mount effect, which may run a frame after the heading shows (Preact runs effects after
  // the paint): polled, not read once.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []))
    .toContainEqual({ event: 'tile', tileCode: 'ExpressOrdering' });

  // A legacy brochures address lands on product search filtered to brochures.
  await page.goto('/Brochures.aspx');
  await expect(page).toHaveURL(/\/products\?f-product-format=brochures$/);

  // Marketing: a topic page, then one of its links.
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Materials' })).toBeVisible();
  await shots(page, 'marketing');
  await page.getByRole('link', { name: /^Increase Retention & Add Value/ }).click();
  await expect(page).toHaveURL(/\/increase-retention-add-value$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Increase Retention & Add Value' })).toBeVisible();
  await shots(page, 'marketing-topic');
  await page.getByRole('link', { name: 'Win Back', exact: true }).click();
  await expect(page).toHaveURL(/\/retention\/win-back$/);

  // A page named after what the portal already shows: the auto brochures.
  await page.goto('/auto-insurance-brochures');
  await expect(page).toHaveURL(/\/products\?f-product-format=brochures&f-product-type=auto$/);
  await page.goto('/most-recent-downloads');
  await expect(page).toHaveURL(/\/account\/downloads$/);
});

test('print on demand: choose a piece, personalize it, a PDF proof, quantity and price', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'subcode@demo.local', '/print-on-demand/customize-step-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Print on Demand' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order steps' })).toContainText('Choose');
  await shots(page, 'pod-step-1');
  // A seeded piece: the admin journey's own product (made and deleted beside this one) is not this journey's.
  const choose = page.getByRole('link', { name: /^Personalize (?!Harbor flyer$)/ }).first();
  const chosen = (await choose.getAttribute('aria-label'))!.replace(/^Personalize /, '');
  await choose.click();
  await expect(page).toHaveURL(/\/print-on-demand\/customize-step-2\?productId=\w+$/);
  await expect(page.getByText(chosen).first()).toBeVisible();

  const next = page.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await page.getByLabel('Agency Name').fill('Harbor Point Insurance');
  await page.getByLabel('Agent First Name').fill('Rowan');
  await page.getByLabel('Agent Last Name').fill('Ellery');
  await page.getByLabel('Agent Phone').fill('555-201-3344');
  await page.getByLabel('Address Line 1').fill('9 Quay Street');
  await page.getByLabel('City').fill('Portland');
  await page.getByLabel('State').selectOption('OR');
  await page.getByLabel('ZIP Code').fill('97201');
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Page 1 of \d+$/ })).toBeVisible();
  await shots(page, 'pod-step-2');
  // A change after the proof asks for a new proof before Next.
  await page.getByLabel('Agent First Name').fill('Rowena');
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(next).toBeEnabled();
  await next.click();

  await expect(page).toHaveURL(/\/print-on-demand\/customize-step-3\?productId=\w+&documentId=\w+/);
  const quantity = page.getByLabel('Quantity');
  await expect(quantity).toHaveValue('100');
  await expect(page.getByText('$25.00')).toBeVisible();
  await quantity.selectOption('250');
  await expect(page.getByText('$62.50')).toBeVisible();
  await expect(page.getByRole('img', { name: /Page 1 of \d+$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF proof' })).toBeDisabled();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  const download = page.getByRole('link', { name: 'Download PDF proof' });
  await expect(download).toBeVisible();
  await shots(page, 'pod-step-3');

  // The proof is a real PDF of the product with the entered text.
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  const bytes = Buffer.from(await response.body());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Harbor Point Insurance');
  expect(text).toContain('Rowena');
});

test('customizable download steps lead to the download editor', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'subcode@demo.local', '/customizable-download-step1');
  await expect(page.getByRole('heading', { level: 1, name: 'Customizable Download' })).toBeVisible();
  await page
    .getByRole('link', { name: /^Customize / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/personalization\/customize-download\?productId=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customize Download' })).toBeVisible();
});
