import { expect, type Page, test } from '@playwright/test';
import { planAgencies } from '../../infra/local/seed/agencies';
import { fakerFor } from '../../infra/local/seed/random';
import { freshAccount, freshAgency } from './accounts';
import { signIn, signInAsNew } from './sign-in';

const opportunities = (page: Page) => page.getByRole('region', { name: 'My growth opportunities' });
const opportunityRow = (page: Page, list: string) =>
  opportunities(page).getByTestId('opportunity-row').filter({ hasText: list });

/** Puts the agency in effect: through the first-load modal, or Change Agency when a default exists. */
async function actFor(page: Page, agencyName: string) {
  const dialog = page.getByRole('dialog', { name: 'Change Agency' });
  // The panel's text, not its role: an open modal hides the page from the accessibility tree.
  await expect(page.getByText('Current agency', { exact: true })).toBeVisible();
  // Without an agency the first-load modal opens by itself; otherwise Change Agency opens it.
  if (!(await page.getByText('No agency selected').isVisible()))
    await page.getByRole('button', { name: 'Change Agency' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Agency Name').fill(agencyName);
  await dialog
    .getByRole('row', { name: new RegExp(agencyName) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: /^Welcome, / })).toContainText(agencyName);
}

test('the owner’s home shows announcements, growth opportunities with sub-code counts and the incentive panel', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  const announcements = page.getByRole('region', { name: 'Announcements' });
  // The four seeded announcements; other journeys (the Admin Center's content) may add more meanwhile.
  for (const title of [
    'New: Express Ordering for owner masters',
    'Holiday mail schedule',
    'Win Back lists refreshed',
    'Pro tip: email plus direct mail',
  ]) {
    await expect(announcements.getByRole('heading', { name: title })).toBeVisible();
  }
  // The authored HTML is rendered (sanitised), not shown as text.
  await expect(announcements.getByText('Plan seasonal cards early')).toBeVisible();
  await expect(announcements).not.toContainText('<strong>');

  await expect(opportunities(page).getByRole('tab', { name: 'Cross-sell' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    opportunities(page).getByRole('columnheader', { name: 'Sub-code opportunities' }),
  ).toBeVisible();
  await expect(opportunityRow(page, 'Auto to Home')).toBeVisible();
  await expect(opportunities(page).getByTestId('opportunity-row')).toHaveCount(6);

  await opportunities(page).getByRole('tab', { name: 'Prospecting' }).click();
  await expect(page).toHaveURL(/[?&]tab=prospecting/);
  await expect(opportunityRow(page, 'New Prospects')).toBeVisible();
  await expect(opportunities(page).getByTestId('opportunity-row')).toHaveCount(1);

  const incentive = page.getByTestId('incentive-panel');
  await expect(incentive).toContainText('Advantage');
  await expect(incentive.getByText('Remaining')).toBeVisible();
  await expect(incentive).toContainText('IGNITE-ADV');

  // Saved for later: the first 2 with View All; top picks link to products.
  await expect(page.getByTestId('saved-items').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Top Picks' }).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/product\//,
  );
});

test('a sub-code agency sees the you-may-qualify message instead of the incentive details', async ({
  page,
}) => {
  await signInAsNew(page, 'subcode@demo.local');
  await expect(page.getByTestId('incentive-panel')).toContainText(
    'Your agency may qualify for incentive discounts.',
  );
  await expect(
    opportunities(page).getByRole('columnheader', { name: 'Sub-code opportunities' }),
  ).toBeHidden();
});

test('enrolling needs a license number of 7 characters where the agency requires one; the row then shows Enrolled', async ({
  page,
}) => {
  // Hirthe Insurance Agency (CA) requires a license number and has Home to Auto opportunities; enrolling
  // cannot be undone, so the agent acts for a copy of it.
  const seeded = planAgencies(fakerFor('agencies')).agencies.find(
    (agency) => agency.agencyName === 'Hirthe Insurance Agency',
  );
  if (!seeded) throw new Error('the demo agencies have no Hirthe Insurance Agency');
  const agent = await freshAccount(page.request, 'agent@demo.local');
  const hirthe = await freshAgency(page.request, seeded.agencyId, agent.email);
  await signIn(page, agent.email);
  await actFor(page, hirthe.agencyName);
  const row = opportunityRow(page, 'Home to Auto');
  await row.getByRole('button', { name: /^Enroll/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Enroll' });
  await expect(dialog).toContainText('Are you sure you want to Enroll?');
  const enroll = dialog.getByRole('button', { name: 'Enroll', exact: true });
  await expect(enroll).toBeDisabled();
  await dialog.getByLabel('License Number').fill('12345');
  await expect(enroll).toBeDisabled();
  await expect(dialog).toContainText('License number must be at least 7 characters');
  await dialog.getByLabel('License Number').fill('0L12345');
  await expect(enroll).toBeEnabled();
  await enroll.click();

  await expect(page.getByText('Successfully Enrolled!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Enrolled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Enroll/ })).toHaveCount(0);

  // Stored: still enrolled after a reload, and listed under the Enrolled filter.
  await page.reload();
  await opportunities(page).getByLabel('Show').selectOption('enrolled');
  await expect(opportunityRow(page, 'Home to Auto').getByText('Enrolled', { exact: true })).toBeVisible();
});

test('Enroll is disabled for a list without opportunities', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local');
  // The owner master's own counts are 0 (its sub codes hold the customers).
  const row = opportunityRow(page, 'Home to Auto');
  await expect(row.getByRole('button', { name: /^Enroll/ })).toBeDisabled();
});
