import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

test('calendar: the month with agency, national and personal events and the agency’s orders counted per day; add an event; a day lists them all', async ({
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

  // The chosen day (today, where the form starts) lists every event of the day; its cell in the grid shows
  // the event too (other journeys place orders for this agency today: they are counted in the cell).
  const dayList = page.getByRole('region', { name: /^Events on / });
  const added = dayList.getByRole('listitem').filter({ hasText: 'Quarterly client review' });
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

  // The agency's real orders are on its calendar, counted per day: the seed gives it an order about every
  // month, each mailed 9 days after it was placed, so the two months before hold at least one of them.
  // Choosing the day lists them by name.
  const countChip = page
    .getByRole('listitem')
    .filter({ hasText: /^\d[\d,]* (mail drops?|collateral orders?)$/ });
  const counted = grid.locator(countChip);
  let found = 0;
  for (let back = 1; back <= 2 && found === 0; back++) {
    const shown = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
    await page.getByRole('button', { name: /Previous month/ }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(shown);
    // The month's counts arrive after its heading (the month before stays on screen, busy, meanwhile): count
    // them once they are in, however long that takes, rather than after a fixed few seconds.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    found = await counted.count();
  }
  expect(found).toBeGreaterThan(0);
  const dayWithOrders = grid.getByRole('cell').filter({ has: countChip }).first();
  await dayWithOrders.getByRole('button').click();
  await expect(dayWithOrders.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  await expect(
    dayList
      .getByRole('listitem')
      .filter({ hasText: /mail drop of|\(collateral\)/ })
      .first(),
  ).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/calendar-day-1366.png`, fullPage: true });
  await page.getByRole('button', { name: 'Today' }).click();
  await page.setViewportSize({ width: 820, height: 1100 });
  await page.screenshot({ path: `${SHOTS}/calendar-820.png`, fullPage: true });
});
