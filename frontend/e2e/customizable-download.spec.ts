import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { expectAccessible } from './axe';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The local cloud writes emails under its data dir (infra/local/local-cloud.ts). */
const OUTBOX = join(resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? '.local/e2e'), 'outbox');
/** A seeded New Agent Welcome Kit (AP-5929K): a customizable download marked as a welcome kit. */
const WELCOME_KIT = '01KK6N33G051S9D062RAE2C7JE';

const pdfText = async (bytes: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
};

test('customizable download: customize the welcome kit, wait while it is prepared, download it, email it for review, find it in My Downloads', async ({
  page,
}) => {
  // The 20 s 'being prepared' wait runs on Playwright's clock: the test moves time on, it never sleeps.
  await page.clock.install();
  await page.setViewportSize({ width: 1366, height: 900 });
  const agent = await signInAsNew(page, 'subcode@demo.local', `/product/${WELCOME_KIT}`);
  await page.getByRole('link', { name: 'Customize Download' }).click();
  await expect(page.getByRole('heading', { name: 'Customize Download', level: 1 })).toBeVisible();

  // The form starts from the agency's details and the user; Preview PDF waits for a valid form.
  const preview = page.getByRole('button', { name: 'Preview PDF' });
  await expect(page.getByLabel('Agent Email')).toHaveValue(agent.email);
  await page.getByLabel('Agency Name').fill('Harbor Point Insurance');
  await page.getByLabel('Agent First Name').fill('Rowan');
  await page.getByLabel('Agent Last Name').fill('Ellery');
  await page.getByLabel('Agent Phone').fill('555-201-3344');
  await page.getByLabel('Address Line 1').fill('9 Quay Street');
  await page.getByLabel('City').fill('Sacramento');
  await page.getByLabel('State').selectOption('CA');
  await page.getByLabel('ZIP Code').fill('95814');
  // CA requires the license number (spec 2 §5): Preview PDF stays disabled without it.
  const license = page.getByLabel('License Number');
  await license.fill('0');
  await license.fill('');
  await expect(page.getByText('License number is required in CA and AR')).toBeVisible();
  await expect(preview).toBeDisabled();
  await license.fill('0G77881');
  await preview.click();
  await expect(page.getByRole('img', { name: /Page 1 of 2$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('img', { name: /Page 2 of 2$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customize-download-1366.png`, fullPage: true });

  // Commit: a completed welcome kit is 'being prepared' for 20 s, then the download page.
  await page.getByRole('button', { name: 'Create Download' }).click();
  await expect(page.getByText('Your download is being prepared…')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Preparing your download' })).toBeVisible();
  expect(page.url()).toContain('/personalization/customize-download-return?DocID=');
  await page.screenshot({ path: `${SHOTS}/customize-download-being-prepared.png` });
  await page.clock.fastForward(20_000);
  await expect(page).toHaveURL(
    /\/personalization\/download-customize-asset\/\w+\?docId=\w+&completed=true&isWelcomeKit=true$/,
  );
  const title = 'Umbrella New Agent Welcome Kit - ';
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(page.getByRole('img', { name: /Page 1 of 2$/ })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(bytes);
  expect(text).toContain('Welcome to Harbor Point Insurance');
  expect(text).toContain('Rowan Ellery');
  expect(text).toContain('License 0G77881');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/download-customize-asset-1366.png`, fullPage: true });

  // Send email review: the message lands in the local outbox, to the owner, with the page's link.
  const customDownloadId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('button', { name: 'Send Email Review' }).click();
  await expect(page.getByText('Email has been sent successfully')).toBeVisible();
  const sent = (await readFile(join(OUTBOX, 'index.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; subject: string; file: string });
  // Journeys running alongside send mail too: this account's latest message is the one.
  const message = sent.filter((entry) => entry.to === agent.email).at(-1)!;
  expect(message.to).toBe(agent.email);
  expect(message.subject).toContain(title);
  const eml = await readFile(join(OUTBOX, message.file), 'utf8');
  expect(eml).toContain(`/personalization/download-customize-asset/${customDownloadId}?docId=`);
  expect(eml).toContain('Content-Type: application/pdf');

  // Tablet width: the pages laid out afresh at 820 px (the proof is drawn at the frame's width on load).
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.reload();
  await expect(page.getByRole('img', { name: /Page 1 of 2$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/download-customize-asset-820.png`, fullPage: true });
  await page.goto(`/personalization/customize-download?productId=${WELCOME_KIT}`);
  await page.getByLabel('License Number').fill('0G77881');
  await page.getByRole('button', { name: 'Preview PDF' }).click();
  await expect(page.getByRole('img', { name: /Page 1 of 2$/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/customize-download-820.png`, fullPage: true });

  // The account's downloads list reads the same record: newest first, Complete.
  await page.goto('/account/downloads');
  const first = page.getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('Complete');
  await expect(first).not.toContainText('Incomplete');
  // Its title opens the download page again.
  await first.getByRole('link', { name: new RegExp(`^${title}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/download-customize-asset/${customDownloadId}\\?docId=`));
  await expect(page.getByRole('button', { name: 'Send Email Review' })).toBeVisible();
});
