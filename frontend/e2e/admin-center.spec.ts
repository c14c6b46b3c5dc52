import AxeBuilder from '@axe-core/playwright';
import { adminTexts } from '@msc/shared/messages';
import { formatUsd } from '@msc/shared/rules/formatting';
import { centsToDollars } from '@msc/shared/rules/money-input';
import { expect, type Page, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

/** No WCAG A/AA violation on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('staff change a price and create a 10% code from the Admin Center; an agent sees both, and no editor', async ({
  page,
  browser,
}) => {
  const products = planProducts(new Date());
  const postcard = products.find((product) => product.itemNumber === 'AP-4309B');
  if (!postcard) throw new Error('the demo catalogue has no AP-4309B');
  const forCart = products.find(
    (candidate) =>
      candidate.canAddToCart &&
      candidate.unitPrice > 0 &&
      !candidate.limitAvailable &&
      !candidate.requiresApproval &&
      (candidate.availabilityStates ?? []).length === 0 &&
      !candidate.restriction &&
      !candidate.isPersonalizable,
  );
  if (!forCart) throw new Error('the demo catalogue has no product an agent simply adds to the cart');

  // The system administrator reaches the Admin Center from the header.
  await signInAsNew(page, 'admin@demo.local');
  await page.getByRole('link', { name: 'Admin Center' }).click();
  await expect(page).toHaveURL(/\/manager\/products$/);
  const subNav = page.getByRole('navigation', { name: adminTexts.nav.label });
  for (const label of Object.values(adminTexts.nav).slice(1))
    await expect(subNav.getByRole('link', { name: label })).toBeVisible();

  // Find AP-4309B and change its price.
  await page.getByRole('searchbox', { name: adminTexts.products.search }).fill('AP-4309B');
  const row = page.getByRole('row').filter({ hasText: 'AP-4309B' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit AP-4309B' }).click();
  const editor = page.getByRole('form', { name: 'Edit AP-4309B' });
  const priceField = editor.getByRole('textbox', { name: 'Unit price ($)' });
  await expect(priceField).toHaveValue(centsToDollars(postcard.unitPrice));
  // Not the seeded price, and a new one on every run (the journey may run again on the same stack).
  const newPrice = postcard.unitPrice + 100 + (Date.now() % 900);
  await priceField.fill(centsToDollars(newPrice));
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-product-editor-1366.png`, fullPage: true });
  await editor.getByRole('button', { name: adminTexts.products.save }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: adminTexts.products.saved }),
  ).toBeVisible();
  await expect(row).toContainText(formatUsd(newPrice));

  // The storefront shows the new price at once: product detail and search.
  await page.goto(`/product/${postcard.productId}`);
  await expect(page.getByText(`${formatUsd(newPrice)} each`)).toBeVisible();

  // A 10% code, new on every run.
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/manager/products');
  await subNav.getByRole('link', { name: adminTexts.nav.discountCodes }).click();
  await expect(page).toHaveURL(/\/manager\/discount-codes$/);
  await page.getByRole('button', { name: adminTexts.discountCodes.create }).click();
  const codeForm = page.getByRole('form', { name: adminTexts.discountCodes.create });
  await codeForm.getByRole('textbox', { name: 'Code' }).fill(code);
  await codeForm.getByRole('textbox', { name: 'Name' }).fill('Ten percent off');
  await codeForm.getByRole('combobox', { name: 'Type' }).selectOption('percent');
  // The rule's own message first: a percentage above 100 is refused on the form.
  await codeForm.getByRole('textbox', { name: 'Percent off' }).fill('150');
  await codeForm.getByLabel('First valid day').fill(isoDay(new Date(Date.now() - 86_400_000)));
  await codeForm.getByLabel('Last valid day').fill(isoDay(new Date(Date.now() + 30 * 86_400_000)));
  await codeForm.getByRole('button', { name: adminTexts.discountCodes.save }).click();
  await expect(codeForm.getByText(adminTexts.discountCodes.percentRange)).toBeVisible();
  await codeForm.getByRole('textbox', { name: 'Percent off' }).fill('10');
  await page.setViewportSize({ width: 820, height: 1100 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/admin-discount-code-form-820.png`, fullPage: true });
  await codeForm.getByRole('button', { name: adminTexts.discountCodes.save }).click();
  const codeRow = page.getByRole('row').filter({ hasText: code });
  await expect(codeRow).toContainText('10%');
  await expect(codeRow).toContainText(adminTexts.discountCodes.active);
  await page.screenshot({ path: `${SHOTS}/admin-discount-codes-820.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/admin-discount-codes-1366.png`, fullPage: true });

  // An agent (an owner-master agent, no agency modal) applies the code in the cart.
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await signInAsNew(agent, 'owner@demo.local');
  await agent.goto(`/product/${forCart.productId}`);
  await agent.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(agent.getByText('Added To Cart')).toBeVisible();
  await agent.goto('/cart');
  await agent.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await agent.getByRole('button', { name: 'Apply' }).click();
  await expect(agent.getByRole('button', { name: `Remove discount code ${code}` })).toBeVisible();
  const summary = agent.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Discount', { exact: true }).locator('..')).toContainText('-$');

  // The agent opening the Admin Center gets no editor, no sub-navigation and no list.
  await agent.goto('/manager/products');
  await expect(agent.getByText(adminTexts.noAccess)).toBeVisible();
  await expect(agent.getByRole('navigation', { name: adminTexts.nav.label })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: adminTexts.products.create })).toHaveCount(0);
  await expect(agent.getByRole('table')).toHaveCount(0);
  await agent.goto('/manager/discount-codes');
  await expect(agent.getByText(adminTexts.noAccess)).toBeVisible();
  await agent.setViewportSize({ width: 820, height: 900 });
  await agent.screenshot({ path: `${SHOTS}/admin-agent-refused-820.png`, fullPage: true });
  await agentContext.close();

  // Leave AP-4309B at its seeded price for the journeys that buy it.
  await page.goto('/manager/products');
  await page.getByRole('searchbox', { name: adminTexts.products.search }).fill('AP-4309B');
  await page.getByRole('button', { name: 'Edit AP-4309B' }).click();
  await editor.getByRole('textbox', { name: 'Unit price ($)' }).fill(centsToDollars(postcard.unitPrice));
  await editor.getByRole('button', { name: adminTexts.products.save }).click();
  await expect(page.getByRole('row').filter({ hasText: 'AP-4309B' })).toContainText(
    formatUsd(postcard.unitPrice),
  );
});
