import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The local cloud writes emails under its data dir (infra/local/local-cloud.ts). */
const OUTBOX = join(resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '.local/e2e'), 'outbox');

test('a recipient opts out signed out: tracking link → email opt-out → confirmation email → acknowledgement', async ({
  page,
}) => {
  // An address of this run: a confirmation is mailed to one address a few times a day only.
  const address = `moving.reader.${Date.now()}@mail.example`;
  await page.goto(`/optout?t=T100&i=R200&e=${encodeURIComponent(address)}`);
  await expect(page).toHaveURL(/\/EmailOptOut\?i=R200&e=moving\.reader\.\d+%40mail\.example$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Opt-Out' })).toBeVisible();
  // Signed out: no shell search, no account menu.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveCount(0);

  const email = page.getByLabel('Email Address');
  await expect(email).toHaveValue(address);
  await email.fill('not-an-address');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opt Out' })).toBeDisabled();

  await email.fill(address);
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page).toHaveURL(/\/optoutacknowledge\/[0-9A-Z]+$/);
  await expect(page.getByRole('status')).toHaveText(
    'Check your inbox: we sent a link to this address. Open it to confirm that you no longer want these emails.',
  );
  // The acknowledgement names nobody: neither the address nor an agency.
  await expect(page.locator('body')).not.toContainText('mail.example');

  // The link in the email opts the address out at once.
  const sent = (await readFile(join(OUTBOX, 'index.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; subject: string; file: string });
  const message = sent.findLast((entry) => entry.to === address)!;
  expect(message.subject).toBe('Confirm your email opt-out');
  const eml = await readFile(join(OUTBOX, message.file), 'utf8');
  const link = new URL(/https?:\/\/\S+\/optout\?[^\s"<]+/.exec(eml)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/optoutacknowledge\/[0-9A-Z]+$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your request has been received. You will no longer receive these emails.',
  );
});

test('the older opt-out address /OptOutEmail asks for the email when it is empty', async ({ page }) => {
  await page.goto('/OptOutEmail');
  await page.getByRole('button', { name: 'Opt Out' }).click();
  await expect(page.getByText('(Required)')).toBeVisible();
});
