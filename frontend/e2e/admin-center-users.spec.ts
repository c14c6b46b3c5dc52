import AxeBuilder from '@axe-core/playwright';
import { adminTexts } from '@msc/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { freshAccount } from './accounts';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';
const users = adminTexts.users;
const audit = adminTexts.audit;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No WCAG A/AA violation on the page as it stands. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('an admin finds owner@demo.local and sees its roles and agencies', async ({ page }) => {
  await signInAsNew(page, 'admin@demo.local');
  await page.goto('/manager/products');
  await page
    .getByRole('navigation', { name: adminTexts.nav.label })
    .getByRole('link', { name: adminTexts.nav.users })
    .click();
  await expect(page).toHaveURL(/\/manager\/users$/);
  await page.getByRole('searchbox', { name: users.search }).fill('owner@demo.local');
  const row = page.getByRole('row', { name: /owner@demo\.local/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Agent');
  await expectAccessible(page);
  await shoot(page, 'admin-users');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/\/manager\/users\/owner(%40|@)demo\.local$/);
  const roles = page.getByRole('region', { name: users.roles });
  await expect(roles).toContainText('Agent');
  const agencies = page.getByRole('region', { name: users.memberships });
  await expect(agencies.getByRole('listitem').first()).toBeVisible();
  await expect(agencies).toContainText(users.defaultAgency);
  // The SA may grant any role below theirs, so the choice is offered.
  await expect(roles.getByRole('combobox', { name: users.grant })).toBeVisible();
  await expect(page.getByRole('link', { name: users.impersonate })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(page);
  await shoot(page, 'admin-user-page');

  // Impersonation starts from here: the existing flow, with this user already searched for.
  await page.getByRole('link', { name: users.impersonate }).click();
  await expect(page).toHaveURL(/\/manager\/impersonate\?user=/);
  await expect(page.getByLabel('Search users')).toHaveValue('owner@demo.local');
  await expect(
    page.getByRole('row', { name: /owner@demo\.local/ }).getByRole('button', { name: 'Start Impersonation' }),
  ).toBeVisible();
});

test('the audit trail shows an impersonation by customer service', async ({ page, browser, request }) => {
  // A sub-code agent acts for its agency at once: a copy of agent@ (no agency yet) would meet the first-load
  // Change Agency modal, which hides the page, banner included, until an agency is chosen.
  const agent = await freshAccount(request, 'subcode@demo.local');
  const csr = await signInAsNew(page, 'csr@demo.local');
  await page.goto('/manager/impersonate');
  await page.getByRole('textbox', { name: /Reason/ }).fill('Customer called about a late order');
  await page.getByLabel('Search users').fill(agent.email);
  await page
    .getByRole('row', { name: new RegExp(escaped(agent.email)) })
    .getByRole('button', { name: 'Start Impersonation' })
    .click();
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`(${agent.email})`);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsNew(admin, 'admin@demo.local');
  await admin.goto('/manager/audit');
  await admin.getByRole('searchbox', { name: audit.actor }).fill(csr.email);
  await admin.getByRole('button', { name: audit.filter }).click();
  const sessions = admin.getByRole('region', { name: audit.sessions });
  const session = sessions.getByRole('row', { name: new RegExp(escaped(agent.email)) });
  await expect(session).toContainText(csr.email);
  await expect(session).toContainText(audit.ongoing);
  await expect(session).toContainText('Customer called about a late order');
  // This customer service user's start, once the filter has answered (the unfiltered list holds others').
  await expect(
    admin
      .getByRole('region', { name: audit.changes })
      .getByRole('row')
      .filter({ hasText: csr.email })
      .filter({ has: admin.getByRole('cell', { name: 'impersonation.start' }) }),
  ).toHaveCount(1);
  await admin.setViewportSize({ width: 1366, height: 900 });
  await expectAccessible(admin);
  await shoot(admin, 'admin-audit');
  await adminContext.close();
});

test('an agent opening /manager/users gets no editor', async ({ page }) => {
  await signInAsNew(page, 'owner@demo.local');
  await page.goto('/manager/users');
  await expect(page.getByText(adminTexts.noAccess)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: users.search })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: adminTexts.nav.label })).toHaveCount(0);
});
