import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('calendar: the month with agency, national and personal events; add an event and see it in the month view', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local', '/account/calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
  const grid = page.getByRole('table');
  await expect(grid.getByRole('listitem').first()).toBeVisible();

  // The form toggles: Add Event ↔ Cancel Add Event.
  await page.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByRole('button', { name: 'Cancel Add Event' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add Event' });
  const submit = form.getByRole('button', { name: 'Add Event' });
  await expect(submit).toBeDisabled();
  const day = await form.getByLabel('Start Date').inputValue();
  await form.getByLabel('Title').fill('Quarterly client review');
  await form.getByLabel('Calendar').selectOption('personal');
  await form.getByLabel('Type').selectOption('SCHEDULED_EVENTS');
  await expect(submit).toBeDisabled();
  await form.getByLabel('Category').selectOption('COLLATERAL_ORDERS');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Event has been added.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Event' })).toBeVisible();

  // The month's list holds every event; a day of the grid shows three and "+N more" (other journeys place
  // orders for this agency today, and each is on its calendar).
  const added = page
    .getByRole('region', { name: 'Events this month' })
    .getByRole('listitem')
    .filter({ hasText: 'Quarterly client review' });
  const cell = grid
    .getByRole('cell')
    .filter({ has: page.getByText(Number(day.slice(8)).toString(), { exact: true }) });
  await expect(added).toHaveCount(1);
  await expect(cell.first()).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/calendar-1366.png`, fullPage: true });

  // Hiding the personal calendar hides it; the filters are in the URL.
  // The boxes follow the URL, so their state changes a moment after the click: click, then wait for it.
  const personal = page.getByRole('checkbox', { name: 'Personal' });
  await personal.click();
  await expect(personal).not.toBeChecked();
  await expect(page).toHaveURL(/hide=personal/);
  await expect(added).toHaveCount(0);
  await personal.click();
  await expect(personal).toBeChecked();
  await page.getByLabel('Category').selectOption('MAIL_DROP');
  await expect(added).toHaveCount(0);
  await page.getByLabel('Category').selectOption('ALL');

  await page.getByRole('button', { name: /Next month/ }).click();
  await page.getByRole('button', { name: /Previous month/ }).click();
  await expect(added).toHaveCount(1);

  // The agency's real orders are on its calendar: the seed gives it an order about every month, each
  // mailed 9 days after it was placed, so the two months before hold at least one of them.
  const fromOrders = page
    .getByRole('region', { name: 'Events this month' })
    .getByRole('listitem')
    .filter({ hasText: /mail drop of|\(collateral\)/ });
  let found = 0;
  for (let back = 1; back <= 2 && found === 0; back++) {
    const shown = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    await page.getByRole('button', { name: /Previous month/ }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(shown);
    // The month's events arrive after its heading (the month before stays on screen, busy, meanwhile): count
    // them once they are in, however long that takes, rather than after a fixed few seconds.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found = await fromOrders.count();
  }
  expect(found).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Today' }).click();
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/calendar-820.png`, fullPage: true });
});
