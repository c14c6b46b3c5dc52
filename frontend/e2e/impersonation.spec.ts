import { adminTexts, apiErrors } from '@msc/shared/messages';
import { expect, test } from '@playwright/test';
import { freshAccount } from './accounts';
import { signInAsNew } from './sign-in';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('customer service impersonates the agent, then ends the impersonation', async ({ page, request }) => {
  const agent = await freshAccount(request, 'agent@demo.local');
  await signInAsNew(page, 'csr@demo.local');
  await page.getByRole('link', { name: 'Impersonate User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Impersonate User' })).toBeVisible();
  await page.getByLabel('Search users').fill(agent.email);
  const row = page.getByRole('row', { name: new RegExp(escaped(agent.email)) });
  // No reason, no session: the audit trail keeps why staff acted as someone.
  await row.getByRole('button', { name: 'Start Impersonation' }).click();
  const reason = page.getByRole('textbox', { name: /Reason/ });
  await expect(page.getByText(adminTexts.audit.reasonRequired)).toBeVisible();
  await expect(reason).toBeFocused();
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/e2e-shots/impersonate-reason-${width}.png` });
  }
  await expect(page).toHaveURL(/\/manager\/impersonate$/);
  await reason.fill('Ticket 4711: the agent cannot find an order');
  await row.getByRole('button', { name: 'Start Impersonation' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText(new RegExp(`You are impersonating .+ \\(${escaped(agent.email)}\\)`)),
  ).toBeVisible();
  // A copy of the demo agent has no default agency, so the first-load agency modal opens (and hides the
  // page from assistive technology); it is not what this journey is about. It may open a moment after the
  // banner shows, so it is waited for rather than looked for once.
  const agencyDialog = page.getByRole('dialog', { name: 'Change Agency' });
  await expect(agencyDialog).toBeVisible();
  await agencyDialog.getByRole('button', { name: 'Exit' }).click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(new RegExp(`You are impersonating .+ \\(${escaped(agent.email)}\\)`));
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Impersonate User' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'End Impersonation' }).click();
  const confirm = page.getByRole('dialog', { name: 'End Impersonation' });
  await expect(confirm).toContainText('Are you sure you want to end impersonation?');
  await confirm.getByRole('button', { name: 'End Impersonation' }).click();

  await expect(page).toHaveURL(/\/impersonation-ended$/);
  await expect(page.getByRole('heading', { name: 'Impersonation Ended' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('Cancel keeps the impersonation going', async ({ page, request }) => {
  const subcode = await freshAccount(request, 'subcode@demo.local');
  await signInAsNew(page, 'admin@demo.local');
  await page.goto('/manager/impersonate');
  await page.getByRole('textbox', { name: /Reason/ }).fill('Checking the cart with the agent');
  await page.getByLabel('Search users').fill(subcode.email);
  await page
    .getByRole('row', { name: new RegExp(escaped(subcode.email)) })
    .getByRole('button', { name: 'Start Impersonation' })
    .click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`(${subcode.email})`);
  await banner.getByRole('button', { name: 'End Impersonation' }).click();
  await page
    .getByRole('dialog', { name: 'End Impersonation' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toContainText(`(${subcode.email})`);
});

test('users without the impersonate capability see no staff links and cannot use the page', async ({
  page,
}) => {
  await signInAsNew(page, 'subcode@demo.local');
  await expect(page.getByRole('link', { name: 'Impersonate User' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Admin Center' })).toHaveCount(0);
  await page.goto('/manager/impersonate');
  await expect(page.getByText('You do not have access to impersonate users.')).toBeVisible();
});

test("while impersonating, the agent's cards can be paid with but not changed", async ({ page, request }) => {
  const subcode = await freshAccount(request, 'subcode@demo.local');
  await signInAsNew(page, 'csr@demo.local');
  await page.goto('/manager/impersonate');
  await page.getByRole('textbox', { name: /Reason/ }).fill('Order by phone');
  await page.getByLabel('Search users').fill(subcode.email);
  await page
    .getByRole('row', { name: new RegExp(escaped(subcode.email)) })
    .getByRole('button', { name: 'Start Impersonation' })
    .click();
  await expect(page.getByRole('region', { name: 'Impersonation' })).toContainText(`(${subcode.email})`);
  await page.goto('/account/payment-info');
  const panel = page.getByRole('region', { name: 'Payment Information' });
  await expect(panel.getByText(apiErrors.cardsReadOnlyWhileImpersonating)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add a card' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Set as default' })).toHaveCount(0);
  await page.screenshot({
    path: 'test-results/e2e-shots/payment-info-impersonating-1366.png',
    fullPage: true,
  });
});
