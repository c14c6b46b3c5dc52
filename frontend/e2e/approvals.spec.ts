import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { approvalTexts } from '@msc/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { planProducts } from '../../infra/local/seed/products';
import { expectAccessible } from './axe';
import { checkout } from './checkout';
import { signIn, signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The local cloud writes emails under its data dir (infra/local/local-cloud.ts). */
const OUTBOX = join(resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '.local/e2e'), 'outbox');

/** A seeded kit (kits require approval) that a plain cart takes: no limit, no state rule, not free. */
const kit = planProducts(new Date()).find(
  (product) =>
    product.requiresApproval &&
    product.canAddToCart &&
    !product.limitAvailable &&
    !product.isPersonalizable &&
    !product.isIgniteEligible &&
    product.unitPrice > 0 &&
    (product.availabilityStates ?? []).length === 0,
);

/** The agent orders the kit: the order waits for approval, shown as In Progress. Answers its id and number. */
async function orderKit(page: Page) {
  await page.goto(`/product/${kit!.productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await page.goto('/cart');
  const id = await checkout(page);
  await page.goto(`/account/order/${id}`);
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  await expect(page.getByText('In Progress').first()).toBeVisible();
  return { id, number: title!.replace('Order ', '').trim() };
}

async function emailSubjectsTo(address: string): Promise<string[]> {
  const index = await readFile(join(OUTBOX, 'index.jsonl'), 'utf8').catch(() => '');
  return index
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string })
    .filter((entry) => entry.to === address)
    .map((entry) => entry.subject);
}

test('approvals: an approver approves one order (captured) and rejects another with a reason (released, the agent told by e-mail and on the order page)', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  if (!kit) throw new Error('the demo catalogue has no kit to order');
  const agent = await signInAsNew(page, 'owner@demo.local', '/');
  const approved = await orderKit(page);
  const rejected = await orderKit(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.setViewportSize({ width: 1366, height: 900 });
  await signIn(staff, 'admin@demo.local', '/manager/approvals');
  await expect(staff.getByRole('heading', { name: approvalTexts.title, level: 1 })).toBeVisible();
  const approve = staff.getByRole('button', { name: `${approvalTexts.approve} ${approved.number}` });
  const reject = staff.getByRole('button', { name: `${approvalTexts.reject} ${rejected.number}` });
  await expect(approve).toBeVisible();
  await expect(reject).toBeVisible();
  await staff.screenshot({ path: `${SHOTS}/approvals-queue-1366.png`, fullPage: true });
  await expectAccessible(staff);

  await approve.click();
  await expect(staff.getByRole('status').getByText(approvalTexts.approved(approved.number))).toBeVisible();
  await reject.click();
  const dialog = staff.getByRole('dialog', { name: approvalTexts.rejectTitle });
  await dialog.getByRole('button', { name: approvalTexts.confirmReject }).click();
  await expect(dialog.getByText(approvalTexts.reasonRequired)).toBeVisible();
  const reason = 'Kits are not offered to this agency this quarter.';
  await dialog.getByLabel(approvalTexts.reason).fill(reason);
  await dialog.getByRole('button', { name: approvalTexts.confirmReject }).click();
  await expect(staff.getByRole('status').getByText(approvalTexts.rejected(rejected.number))).toBeVisible();
  await expect(
    staff.getByRole('button', { name: `${approvalTexts.approve} ${approved.number}` }),
  ).toHaveCount(0);
  await staffContext.close();

  // The agent: the approved order is paid in full (captured); the rejected one is canceled, nothing paid
  // (released), with the reason on its page and in an e-mail.
  await page.goto(`/account/order/${approved.id}`);
  const decision = page.getByTestId('approval-decision');
  await expect(decision).toContainText(approvalTexts.outcome.Approved);
  const paid = async () =>
    page
      .locator('dt', { hasText: /^Amount Paid$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
  const total = async () =>
    page
      .locator('dt', { hasText: /^Total$/ })
      .locator('xpath=following-sibling::dd[1]')
      .textContent();
  await expect(page.locator('dt', { hasText: /^Amount Paid$/ })).toBeVisible();
  expect(await paid()).toBe(await total());
  await page.goto(`/account/order/${rejected.id}`);
  await expect(decision).toContainText(approvalTexts.outcome.Rejected);
  await expect(decision).toContainText(reason);
  await expect(page.getByText('Canceled').first()).toBeVisible();
  expect(await paid()).toBe('$0.00');
  await page.screenshot({ path: `${SHOTS}/approvals-rejected-order.png`, fullPage: true });
  expect(await emailSubjectsTo(agent.email)).toContain(approvalTexts.emailSubject(rejected.number));
});
