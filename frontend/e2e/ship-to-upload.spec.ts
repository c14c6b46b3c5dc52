import { expect, type Page, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { signInAsNew } from './sign-in';

/** Six contacts: four good, two failing (no addressee; address line 1 over 30 characters). */
const CONTACTS_CSV = [
  'Addressee,AddressLine1,City,State,PostalCode,Country Code,ShipToPhoneNumber',
  'Pat Doe,1 Main St,Seattle,WA,98101,US,206-555-0100',
  'Lee Park,22 Pine St,Tacoma,wa,98402,,2065550101',
  ',9 Oak Ave,Spokane,WA,99201,US,',
  'Sam Roe,4 Elm St,Olympia,WA,98501,US,',
  'Kim Lee,12345 A Very Long Street Name Avenue NW,Everett,WA,98201,US,',
  'Ana Cruz,7 Bay Rd,Bellevue,WA,98004,US,',
].join('\n');

async function addPhysicalItem(page: Page) {
  const product = planProducts(new Date()).find(
    (candidate) =>
      candidate.canAddToCart &&
      candidate.deliveryType === 1 &&
      candidate.isRequireShipping &&
      !candidate.limitAvailable &&
      !candidate.isPersonalizable &&
      (candidate.availabilityStates ?? []).length === 0 &&
      // The owner's incentive on an eligible piece is a promotion: multi-contact shipping would be refused.
      !candidate.isIgniteEligible,
  );
  if (!product) throw new Error('the demo catalogue has no physical product');
  await page.goto(`/product/${product.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  return product;
}

test('Ship to Multiple Contacts: upload a CSV with good and bad rows, fix one, confirm quantities, Next to payment', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  await addPhysicalItem(page);

  await page.goto('/checkout/shipping');
  await page.getByRole('tab', { name: 'Ship to Multiple Contacts' }).click();
  await page.getByText('Upload a list of contacts').click();

  // A file of another type is refused in the browser with the spec's toast.
  await page.getByLabel('Choose a .xlsx or .csv file').setInputFiles({
    name: 'contacts.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(page.getByText('File format not accepted')).toBeVisible();

  await page.getByLabel('Choose a .xlsx or .csv file').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CONTACTS_CSV),
  });
  await expect(page.getByText('File upload success')).toBeVisible();

  // Preview and summary: total, failed, success; fix is offered because two records failed.
  await expect(page.getByRole('heading', { name: 'Upload Summary' })).toBeVisible();
  await expect(page.getByTestId('upload-total')).toHaveText('6');
  await expect(page.getByTestId('upload-failed')).toHaveText('2');
  await expect(page.getByTestId('upload-success')).toHaveText('4');
  await expect(page.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(7);
  await expect(page.getByText('Address Line 1 cannot be more than 30 characters')).toBeVisible();
  // A wide preview scrolls inside its box; the page beside the order summary never gets wider.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await page.getByRole('button', { name: 'Fix' }).click();
  await expect(page.getByRole('heading', { name: 'Fix Failed Records' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Record 5' }).click();
  const form = page.getByRole('form', { name: 'Record 5' });
  await form.getByLabel('AddressLine1').fill('12345 Long St NW');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Upload Summary' }).click();
  await expect(page.getByTestId('upload-failed')).toHaveText('1');
  await expect(page.getByTestId('upload-success')).toHaveText('5');

  await page.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Addresses and Quantities' })).toBeVisible();
  const quantities = page.getByRole('spinbutton');
  await expect(quantities).toHaveCount(5);
  await quantities.first().fill('0');
  await expect(page.getByText('Quantity must be at least 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await quantities.first().fill('2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);

  // Back on the shipping step, the five addresses are the order's, with their quantities.
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('tab', { name: 'Ship to Multiple Contacts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('5 addresses on this order').first()).toBeVisible();

  // On to a placed order: five recipients, paid with the saved default card.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: 'test-results/e2e-shots/review-multi-820.png', fullPage: true });
  await page.getByRole('button', { name: 'PLACE ORDER' }).click();
  await expect(page.getByRole('heading', { name: "We've received your order" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recipients' }).locator('address')).toHaveCount(5);
  await page.screenshot({ path: 'test-results/e2e-shots/confirmation-multi-820.png', fullPage: true });
});
