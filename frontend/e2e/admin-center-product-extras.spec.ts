import AxeBuilder from '@axe-core/playwright';
import { adminTexts, contentTexts, imageLibraryTexts } from '@msc/shared/messages';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';
const texts = adminTexts.products;

test('staff create a product with a limit, an uploaded PNG and a template; the storefront shows the image', async ({
  page,
}) => {
  // A product of its own, new on every run, deleted at the end (never ordered).
  const itemNumber = `E2E-IMG-${Date.now().toString(36).toUpperCase()}`;
  await signInAsNew(page, 'admin@demo.local');
  await page.goto('/manager/products');
  await page.getByRole('button', { name: texts.create }).click();
  const editor = page.getByRole('form', { name: texts.create });
  await editor.getByRole('textbox', { name: 'Name' }).fill('Harbor flyer');
  await editor.getByRole('textbox', { name: 'Item number' }).fill(itemNumber);
  await editor.getByRole('textbox', { name: 'Unit price ($)' }).fill('2.50');
  await editor.getByRole('textbox', { name: 'Product format' }).fill('Postcards');
  await editor.getByRole('textbox', { name: 'Product category' }).fill('Home');
  await editor.getByRole('checkbox', { name: 'Cross-sell', exact: true }).check();

  // Limits: not a whole number is refused with the form's message; 3 is kept.
  const limit = editor.getByRole('textbox', { name: texts.limit });
  await limit.fill('2.5');
  await editor.getByRole('button', { name: texts.save }).click();
  await expect(editor.getByText(texts.limitInvalid)).toBeVisible();
  await limit.fill('3');
  await editor.getByRole('textbox', { name: texts.limitText }).fill('3 per order');

  // The template is offered once Personalizable is ticked; "Automatic (by format)" until chosen.
  const template = editor.getByRole('combobox', { name: texts.template });
  await expect(template).toHaveCount(0);
  await editor.getByRole('checkbox', { name: 'Personalizable' }).check();
  await expect(template).toHaveValue('');
  await template.selectOption({ label: texts.templateLabels.postcard });

  // Image: a text file is refused with the image library's message, a PNG uploads and shows its thumbnail.
  const upload = editor.getByLabel(adminTexts.assetImage.upload);
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText(imageLibraryTexts.wrongType)).toBeVisible();
  await expect(editor.getByText(adminTexts.assetImage.none)).toBeVisible();
  const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await upload.setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: picture });
  const thumbnail = editor.getByRole('img', { name: texts.image });
  await expect(thumbnail).toHaveAttribute(
    'src',
    /^\/assets\/catalogue\/products\/[0-9A-Z]{26}\/thumbnail\.webp$/,
  );
  await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(480);
  await expect(editor.getByRole('button', { name: adminTexts.assetImage.remove })).toBeVisible();

  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-product-extras-${width}.png`, fullPage: true });
  }
  // The editor as it stands (the refusal's toast is the shared toaster's, checked where it is built).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await editor.getByRole('button', { name: texts.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: texts.created })).toBeVisible();

  // Opened again, the editor shows what was saved.
  await page.getByRole('searchbox', { name: texts.search }).fill(itemNumber);
  const row = page.getByRole('row').filter({ hasText: itemNumber });
  await row.getByRole('button', { name: `Edit ${itemNumber}` }).click();
  const saved = page.getByRole('form', { name: `Edit ${itemNumber}` });
  await expect(saved.getByRole('textbox', { name: texts.limit })).toHaveValue('3');
  await expect(saved.getByRole('textbox', { name: texts.limitText })).toHaveValue('3 per order');
  await expect(saved.getByRole('combobox', { name: texts.template })).toHaveValue('postcard');
  await expect(saved.getByRole('img', { name: texts.image })).toBeVisible();

  // The storefront's product page shows the uploaded image.
  await page.goto(`/products?f-product-search-term=${itemNumber}`);
  await page.locator('main a[href^="/product/"]').first().click();
  const shown = page.locator('main img[src^="/assets/catalogue/products/"]').first();
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/admin-product-extras-storefront-1366.png`, fullPage: true });

  // Leave the catalogue as it was: never ordered, so deleted.
  await page.goto('/manager/products');
  await page.getByRole('searchbox', { name: texts.search }).fill(itemNumber);
  await page
    .getByRole('row')
    .filter({ hasText: itemNumber })
    .getByRole('button', { name: `Edit ${itemNumber}` })
    .click();
  await page.getByRole('button', { name: texts.remove }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.remove }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: texts.deleted })).toBeVisible();
});

test('staff give a new home banner an uploaded image instead of a typed key', async ({ page }) => {
  const banners = contentTexts.banners;
  const name = `Harbor banner ${Date.now()}`;
  await signInAsNew(page, 'admin@demo.local');
  await page.goto('/manager/content');
  const section = page.getByRole('region', { name: banners.title });
  await section.getByRole('button', { name: banners.create }).click();
  const form = page.getByRole('form', { name: banners.create });
  await form.getByRole('textbox', { name: banners.nameLabel }).fill(name);
  await form.getByRole('textbox', { name: banners.orderLabel }).fill('9');
  // Nothing uploaded yet: the form says so.
  await form.getByRole('button', { name: banners.save }).click();
  await expect(form.getByText(banners.imageRequired)).toBeVisible();
  const picture = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await form
    .getByLabel(adminTexts.assetImage.upload)
    .setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: picture });
  await expect(form.getByRole('img', { name: banners.imageLabel })).toHaveAttribute(
    'src',
    /^\/assets\/catalogue\/banners\//,
  );
  await expect(form.getByText(banners.imageRequired)).toHaveCount(0);
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/admin-banner-image-${width}.png`, fullPage: true });
  }
  await form.getByRole('button', { name: banners.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: banners.created })).toBeVisible();

  // Leave the home page as it was.
  await section.getByRole('button', { name: `${banners.remove} ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: banners.confirmDelete.confirmLabel }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: banners.deleted })).toBeVisible();
});
