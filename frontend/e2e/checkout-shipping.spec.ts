import { expect, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

/** A plain physical piece: it ships, it can go to several contacts (no promotion, no limit). */
function physicalProduct() {
  const product = planProducts(new Date()).find(
    (candidate) =>
      candidate.canAddToCart &&
      candidate.deliveryType === 1 &&
      candidate.isRequireShipping &&
      candidate.unitPrice > 0 &&
      !candidate.limitAvailable &&
      !candidate.isPersonalizable &&
      !candidate.isIgniteEligible &&
      (candidate.availabilityStates ?? []).length === 0,
  );
  if (!product) throw new Error('the demo catalogue has no plain physical product');
  return product;
}

test('shipping step: default address, a custom address, one contact, several contacts with quantities, Continue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const product = physicalProduct();
  await signInAsNew(page, 'subcode@demo.local');
  await page.goto(`/product/${product.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  // Ship to My Address: the first saved address (the default) is chosen on arrival.
  const ship = page.getByRole('region', { name: 'Ship To' });
  await expect(ship.getByRole('tab', { name: 'Ship to My Address' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(ship.getByRole('radio').first()).toBeChecked();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/shipping-address-1366.png`, fullPage: true });

  // A custom address: line 1 over 30 characters is refused with the spec's text; Save stays disabled.
  await ship.getByRole('button', { name: 'Add a custom address' }).click();
  const form = page.getByRole('form', { name: 'Custom address' });
  await form.getByLabel('Addressee').fill('Front Desk');
  await form.getByLabel('Address Line 1').fill('12345 A Very Long Street Name Avenue NW');
  await expect(form.getByText('Address Line 1 cannot be more than 30 characters')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Ship to This Address' })).toBeDisabled();
  await form.getByLabel('Address Line 1').fill('77 Harbor Way');
  await form.getByLabel('City').fill('Olympia');
  await form.getByLabel('State').selectOption('WA');
  await form.getByLabel('ZIP Code').fill('98501');
  await form.getByRole('button', { name: 'Ship to This Address' }).click();
  await expect(form).toBeHidden();
  await expect(ship.getByRole('radio', { checked: true })).toHaveAccessibleName(/77 Harbor Way/);

  // Ship to a Contact.
  await ship.getByRole('tab', { name: 'Ship to a Contact' }).click();
  const firstContact = ship.getByRole('radio').first();
  // The choice is saved before the next one is made (two at once: the later answers 409, cart changed).
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/cart/ship-to') && response.request().method() === 'PUT',
  );
  await firstContact.check();
  await saved;
  await expect(firstContact).toBeChecked();

  // Ship to Multiple Contacts: two contacts, the totals double, then a quantity of 3 at the first.
  await ship.getByRole('tab', { name: 'Ship to Multiple Contacts' }).click();
  const checkboxes = ship.getByRole('checkbox');
  await checkboxes.nth(1).check();
  await checkboxes.nth(2).check();
  await ship.getByRole('button', { name: 'Ship to 2 Selected Contacts' }).click();
  await expect(page.getByText('2 addresses on this order').first()).toBeVisible();
  const totals = page.getByRole('region', { name: 'Order totals' });
  await expect(totals).toContainText(`$${((2 * product.unitPrice) / 100).toFixed(2)}`);
  const quantity = ship.getByRole('spinbutton').first();
  await quantity.fill('0');
  await quantity.press('Enter');
  await expect(ship.getByText('Quantity must be at least 1')).toBeVisible();
  // An absurd quantity is refused in the field (and by the server): the spec's limit text, nothing saved.
  await quantity.fill('2000000000');
  await quantity.press('Enter');
  await expect(ship.getByText('Limit of 100000 exceeded')).toBeVisible();
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(totals).toContainText(`$${((4 * product.unitPrice) / 100).toFixed(2)}`);
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/shipping-multiple-820.png`, fullPage: true });

  // Remove one address after the confirm prompt.
  await ship
    .getByRole('checkbox', { name: /^Remove / })
    .first()
    .check();
  await ship.getByRole('button', { name: 'Remove Selected' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Delete|Remove|Yes/ })
    .click();
  await expect(page.getByText('1 address on this order').first()).toBeVisible();

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole('link', { name: 'Back to Shipping' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.getByRole('link', { name: 'Back to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Paid with the account's saved default card (a seeded one the local gateway knows).
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: "We've received your order" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipients' }).locator('address')).toHaveCount(1);
});

test('Ship to a Contact, through payment, to the confirmation', async ({ page }) => {
  test.setTimeout(90_000);
  const product = physicalProduct();
  await signInAsNew(page, 'subcode@demo.local');
  await page.goto(`/product/${product.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await page.goto('/checkout/shipping');
  const ship = page.getByRole('region', { name: 'Ship To' });
  await ship.getByRole('tab', { name: 'Ship to a Contact' }).click();
  const contact = ship.getByRole('radio').nth(2);
  const name = (
    (await contact.locator('xpath=ancestor::label').locator('address span').first().textContent()) ?? ''
  ).trim();
  await contact.check();
  await expect(contact).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The payment step first loads the payment setup and the saved cards: continue once the default is chosen.
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: "We've received your order" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipients' })).toContainText(name);
});
