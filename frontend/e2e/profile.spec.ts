import { expect, test } from '@playwright/test';
import { planAgencies } from '../../infra/local/seed/agencies';
import { fakerFor } from '../../infra/local/seed/random';
import { freshAgency } from './accounts';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('profile: locked personal information; add, make default, edit and delete a shipping address', async ({
  page,
}) => {
  const tm = await signInAsNew(page, 'tm@demo.local', '/account/profile');
  await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal Information' });
  await expect(personal).toContainText(tm.email);
  await expect(personal).toContainText('To update this information, please contact your territory manager.');
  await expect(personal.getByRole('textbox')).toHaveCount(0);

  const others = page.getByRole('region', { name: 'Other Shipping Addresses' });
  await others.getByRole('button', { name: 'Add Shipping Address' }).click();
  const form = page.getByRole('form', { name: 'New Shipping Address' });
  await form.getByLabel('Addressee').fill('Terry Warehouse');
  await form.getByLabel('Address Line 1').fill('12345 A Very Long Street Name Avenue NW');
  await expect(form.getByText('Address Line 1 cannot be more than 30 characters')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Address Line 1').fill('900 Dock St');
  await form.getByLabel('City').fill('Tacoma');
  await form.getByLabel('State').selectOption('WA');
  await form.getByLabel('ZIP Code').fill('98402');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(others).toContainText('900 Dock St');

  await others.getByRole('button', { name: 'Set as Default: Terry Warehouse, 900 Dock St' }).click();
  const defaultPanel = page.getByRole('region', { name: 'Default Shipping Address' });
  await expect(defaultPanel).toContainText('900 Dock St');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/profile-1366.png`, fullPage: true });

  await defaultPanel.getByRole('button', { name: 'Edit Terry Warehouse' }).click();
  const edit = page.getByRole('form', { name: 'Edit Shipping Address' });
  await edit.getByLabel('City').fill('Fife');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(defaultPanel).toContainText('Fife, WA 98402');

  await defaultPanel.getByRole('button', { name: 'Delete Terry Warehouse, 900 Dock St' }).click();
  await expect(page.getByText('Are you sure you want to delete this address?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('900 Dock St')).toBeHidden();
  // The next address is the default now.
  await expect(defaultPanel.locator('address')).toHaveCount(1);
});

test('profile: agency email preferences of the agency in effect — add, edit, delete', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local', '/account/profile');
  const panel = page.getByRole('region', { name: 'Agency Email Preferences' });
  await panel.getByRole('button', { name: 'Add Agency Email' }).click();
  const form = panel.getByRole('form', { name: 'Add Agency Email' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Renewals Desk');
  await form.getByRole('textbox', { name: 'Email' }).fill('renewals@agency.example');
  // Programs are required: Save stays disabled until one is chosen.
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByRole('checkbox', { name: 'Win Back' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(panel).toContainText('renewals@agency.example');

  await panel.getByRole('button', { name: 'Edit Renewals Desk' }).click();
  const edit = panel.getByRole('form', { name: 'Edit Agency Email' });
  await expect(edit.getByRole('checkbox', { name: 'Win Back' })).toBeChecked();
  await edit.getByRole('textbox', { name: 'Name' }).fill('Renewals Team');
  await edit.getByRole('checkbox', { name: 'Retention', exact: true }).check();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(panel).toContainText('Renewals Team');
  await expect(panel).toContainText('Retention, Win Back');
  await page.screenshot({ path: 'test-results/e2e-shots/profile-agency-emails.png', fullPage: true });

  await panel.getByRole('button', { name: 'Delete Renewals Team' }).click();
  await expect(panel.getByText('renewals@agency.example')).toBeHidden();
});

test('profile: a system administrator acting for an agency edits its company address; the phone is reformatted', async ({
  page,
  request,
}) => {
  const withSegment = planAgencies(fakerFor('agencies')).agencies.find(
    (agency) => (agency.companySegment ?? []).length > 0,
  );
  if (!withSegment) throw new Error('the demo agencies have no company segment');
  // A copy of it: the seeded agency (the demo owner's) keeps its name for every other journey.
  const agency = await freshAgency(request, withSegment.agencyId);
  await signInAsNew(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Change Agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Agency' });
  await dialog.getByLabel('Agency Name').fill(agency.agencyName);
  await dialog
    .getByRole('row', { name: new RegExp(agency.agencyName) })
    .first()
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(dialog).toBeHidden();

  await page.goto('/account/profile');
  const info = page.getByRole('region', { name: 'Agency Information' });
  // The account address travels as the spec's address1/zip; the page shows it under the code's names.
  const account = info.locator('address').first();
  await expect(account).toContainText(withSegment.addressLine1);
  await expect(account).toContainText(`${withSegment.city}, ${withSegment.state} ${withSegment.postalCode}`);
  await info.getByRole('button', { name: 'Edit Agency Address' }).click();
  const form = info.getByRole('form', { name: 'Edit Agency Address' });
  await form.getByLabel('Agency Name').fill('Harbor Mutual Agency');
  await form.getByLabel('Phone').fill('2065550123');
  await expect(form.getByLabel('Phone')).toHaveValue('206-555-0123');
  await form.getByLabel('Agency Name').fill('');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Agency Name').fill('Harbor Mutual Agency');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(info).toContainText('Harbor Mutual Agency');
  await expect(info).toContainText('206-555-0123');
  await page.screenshot({ path: 'test-results/e2e-shots/profile-agency-information.png', fullPage: true });
});
