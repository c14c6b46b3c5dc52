import { expect, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { uploadedMailList } from './mail-list-upload';
import { signInAsNew } from './sign-in';

async function pdfText(page: Page, fileUrl: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await (await page.request.get(fileUrl)).body()) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** The widest of the list in the proof's font (275 points against the window's 252). */
const LONGEST = 'Anastasia Konstantinovna Papadopoulou-Wojciechowski';
const run = Date.now().toString(36);
/** Real-shaped names: two longer than the address window, one long that fits, one short. */
const PEOPLE_CSV = [
  'First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email',
  'Christopher Alexander,Montgomery-Featherstonehaugh,4 Pine Rd,,Springfield,IL,62701,,',
  'Anastasia Konstantinovna,Papadopoulou-Wojciechowski,2 Oak Ave,,Springfield,IL,62702,,',
  'Oluwaseun Adebayo,Okonkwo-Fitzgerald,3 Elm St,,Peoria,IL,61602,,',
  'Ann,Archer,1 Main St,,Springfield,IL,62701,,',
].join('\n');

test('step 4 preflight: the list’s long names are flagged with the longest as printed, and Add to Cart waits for the acknowledgement', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const order = await uploadedMailList(page, `Preflight ${run}`, PEOPLE_CSV, 4);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  await page.locator('.rdp-day:not([data-disabled]) button').first().click();
  const preflightAnswer = page.waitForResponse((response) => response.url().endsWith('/preflight'));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-4/${order.id}$`));

  // The preflight: two names shortened (the long one that fits is not); the streets all fit.
  const panel = page.getByRole('region', { name: 'Recipient preflight' });
  await expect(panel.getByText('2 names will be shortened')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/address line/)).toHaveCount(0);
  const names = panel.getByRole('listitem').filter({ hasText: '2 names will be shortened' });
  await expect(names).toContainText(`Longest: ${LONGEST} printed as`);
  await expect(names).toContainText('Christopher Alexander Montgomery-Featherstonehaugh');
  await expect(names).not.toContainText('Okonkwo-Fitzgerald');
  const preflight = await (await preflightAnswer).json();
  const printed: string = preflight.issues.find((issue: { field: string }) => issue.field === 'name').example
    .printed[0];
  expect(printed).toMatch(/^Anastasia Konstantinovna Papadopoulou-.*\u2026$/);
  await expect(names.getByText(printed)).toBeVisible();

  // Add to Cart waits for the acknowledgement; the proof of the longest name prints it as the preflight says.
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await expect(
    page.getByText('Acknowledge the recipient preflight to add this piece to the cart.'),
  ).toBeVisible();
  const proofText = await pdfText(page, preflight.proof.fileUrl);
  expect(proofText).toContain(printed);
  expect(proofText).not.toContain(LONGEST);
  await panel.getByRole('button', { name: 'Preview the longest case' }).click();
  // The proof opens on the page that prints the first issue (a postcard's address is on its back).
  expect(preflight.issues[0].example.page).toBe(preflight.proofPage);
  await expect(
    panel.getByRole('img', { name: new RegExp(`Page ${preflight.proofPage} of \\d+`) }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: 'test-results/e2e-shots/preflight-step-4-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/preflight-step-4-820.png', fullPage: true });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // The acknowledgement with the keyboard: the server stores it and Add to Cart opens.
  const acknowledge = panel.getByLabel(
    'I have reviewed these recipients and accept that their names and addresses print as shown.',
  );
  await acknowledge.focus();
  await page.keyboard.press('Space');
  await expect(acknowledge).toBeChecked({ timeout: 20_000 });
  await expect(add).toBeEnabled({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/e2e-shots/preflight-acknowledged-820.png', fullPage: true });
  await add.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: order.productName }).getByText('4 recipients'),
  ).toBeVisible();
});
