import { join } from 'node:path';
import { mailingResults } from '@msc/shared/rules/mailing-results';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readProofQrCodes } from '../../functions/src/documents/response-qr';
import { expectAccessible } from './axe';
import { apiHeaders } from './mail-list-upload';
import { placeOrderWithOneDrop } from './one-drop-order';
import { mailsTo } from './opt-out-email';
import { signInAsNew } from './sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: join(test.info().config.rootDir, `../test-results/e2e-shots/closed-loop-${name}.png`),
    fullPage: true,
  });

/** Cents of a money cell ("$1,234.56"). */
const centsOf = async (cell: Locator) =>
  Math.round(Number(((await cell.textContent()) ?? '').replace(/[$,]/g, '')) * 100);

/**
 * The figures of a drop's row (the order page's and the campaign page's tables): one piece, one response, one
 * policy, and cost per policy and return as the results rule makes them of the row's premium and cost.
 */
async function expectOneResponseOnePolicy(row: Locator) {
  const cells = row.getByRole('cell');
  // Mail date, in homes, pieces, responses, policies, premium, cost, per response, per policy, return.
  await expect(cells.nth(4)).toHaveText('1');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(3)).toHaveText('1');
  const writtenPremiumCents = await centsOf(cells.nth(5));
  const costCents = await centsOf(cells.nth(6));
  const figures = mailingResults({
    piecesMailed: 1,
    responses: 1,
    newPolicies: 1,
    writtenPremiumCents,
    costCents,
  });
  expect(await centsOf(cells.nth(8))).toBe(figures.costPerPolicyCents);
  expect(figures.costPerPolicyCents).toBe(costCents);
  await expect(cells.nth(9)).toHaveText(/^-?\d+\.\d%$/);
  expect(figures.returnPermille).not.toBeNull();
}

test('closed loop: the proof’s QR code leads to the recipient’s page; the form reaches the agent, and a policy of that household shows on the order and campaign results', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const agent = await signInAsNew(page, 'owner@demo.local');
  const { orderId, recipientName, preflight } = await placeOrderWithOneDrop(page);

  // The proof's QR code reads back as a personal URL on the portal's origin, with the scan marker.
  expect(preflight.proof, 'step 4 rendered the proof').toBeDefined();
  const proof = new Uint8Array(await (await page.request.get(preflight.proof!.fileUrl)).body());
  const [scanned] = await readProofQrCodes(proof);
  const url = new URL(scanned ?? '');
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/r\/[0-9A-Z]{10}$/);
  expect(url.searchParams.get('via')).toBe('qr');

  // The recipient opens it signed out: the page greets them by first name; the form is sent.
  const visitor = await browser.newPage();
  await visitor.goto(url.href);
  await expect(visitor.getByText(`Hi ${recipientName.split(' ')[0]}, thanks for stopping by.`)).toBeVisible();
  await visitor.getByLabel('Your name').fill(recipientName);
  await visitor.getByRole('textbox', { name: 'Phone' }).fill('512-555-0148');
  await visitor.getByLabel(/^I agree that this agency may contact me/).check();
  await visitor.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Thank you. Your agent will be in touch soon.')).toBeVisible();
  await visitor.close();

  // The agent's outbox: the first visit (the scan) and the form, each naming the recipient and the piece.
  const mails = await mailsTo(agent.email);
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringContaining(`New response from ${recipientName} to `),
    expect.stringContaining(`New response from ${recipientName} to `),
  ]);
  expect(mails[1]!.eml).toContain(`${recipientName} asked to be contacted about your`);

  // The home panel (the agency's, shared with other accounts of it): the form first (newest), then the scan,
  // each linking to the campaign's results.
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'New responses' });
  const items = panel.getByRole('listitem');
  await expect(items.first()).toContainText(`${recipientName}Asked to be contacted`);
  await expect(items.nth(1)).toContainText(`${recipientName}Scanned the QR code`);
  const resultsLink = items.first().getByRole('link', { name: /^Results of order / });
  await expect(resultsLink).toHaveAttribute('href', new RegExp(`^/account/order/${orderId}/results/.+`));
  await expectAccessible(page);
  await shot(page, 'home-panel');

  // The carrier's feed of the agency's new policies today, loaded and matched back by the local job.
  const session = await (await page.request.get('/api/session', { headers: await apiHeaders(page) })).json();
  const today = new Date().toISOString().slice(0, 10);
  const feed = await page.request.post(
    `/__local/feeds/new-policies/${today}?agency=${session.agency.agencyId}`,
  );
  expect(feed.status()).toBe(201);
  const run = await page.request.post('/__local/jobs/load-new-policies?force');
  expect(await run.json()).toMatchObject({ status: 'succeeded' });

  // The order page's results of the drop, then the campaign's own page from the panel's link.
  await page.goto(`/account/order/${orderId}`);
  await expectOneResponseOnePolicy(page.getByTestId('drop-results'));
  await page.goto('/');
  await resultsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Campaign results: / })).toBeVisible();
  const total = page.getByRole('table', { name: 'Results by drop' });
  await expectOneResponseOnePolicy(total.getByTestId('drop-results'));
  await expect(total.locator('tfoot')).toContainText('Campaign total');
  // The chart's code loads when it is drawn, after the figures: it is drawn all the same.
  await expect(page.locator('[role="img"][aria-label$=" chart"] svg.recharts-surface').first()).toBeVisible();
  // The pointer left where the panel's link was would hover the chart: its tooltip is scanned as well.
  await expectAccessible(page);
  await page.mouse.move(0, 0);
  await shot(page, 'campaign-results');
});
