import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const panel = (page: Page) => page.getByRole('region', { name: /^Welcome, / });

/** The agency names in the dialog's results, in order. */
async function agencyNames(dialog: Locator) {
  await expect(dialog.getByRole('rowheader').first()).toBeVisible();
  return dialog.getByRole('rowheader').allTextContents();
}

test('an agent without a default agency chooses one in the first-load modal, changes it and returns to it', async ({
  page,
}) => {
  await signInAsNew(page, 'agent@demo.local');

  // First load: the initial modal, searched by agency name (debounced).
  const dialog = page.getByRole('dialog', { name: 'Change Agency' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('No agency selected')).toBeVisible();
  const names = await agencyNames(dialog);
  expect(names.length).toBeGreaterThan(1);
  const [first, second] = names as [string, string];
  const fragment = first.split(' ')[0]!;
  await dialog.getByLabel('Agency Name').fill(fragment);
  // The search is debounced: the results are in once every name shown has the fragment (read once, the list
  // could still be the unfiltered one, or empty while it loads).
  await expect
    .poll(async () => {
      const shown = await dialog.getByRole('rowheader').allTextContents();
      return (
        shown.length > 0 && shown.length < names.length && shown.every((name) => name.includes(fragment))
      );
    })
    .toBe(true);
  await dialog
    .getByRole('row', { name: new RegExp(first) })
    .getByRole('button', { name: 'Select' })
    .click();

  await expect(dialog).toBeHidden();
  await expect(panel(page)).toContainText(first);
  await expect(panel(page)).toContainText(/\d{2}-\d{2}-\d+/);
  // The first choice became the default: nothing to return to.
  await expect(page.getByRole('button', { name: 'Return To My Profile' })).toBeHidden();

  // Change Agency again: another agency, then back to the profile's.
  await page.getByRole('button', { name: 'Change Agency' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(first) })).toContainText('Current');
  await dialog
    .getByRole('row', { name: new RegExp(second) })
    .getByRole('button', { name: 'Select' })
    .click();
  await expect(dialog).toBeHidden();
  await expect(panel(page)).toContainText(second);

  await page.getByRole('button', { name: 'Return To My Profile' }).click();
  await expect(panel(page)).toContainText(first);
  await expect(page.getByRole('button', { name: 'Return To My Profile' })).toBeHidden();

  // A chosen default means no first-load modal any more.
  await page.reload();
  await expect(panel(page)).toContainText(first);
  await expect(dialog).toBeHidden();
});

test('the Change Agency search finds agencies by stat code and Exit leaves the agency as it was', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  const before = await panel(page).textContent();
  await page.getByRole('button', { name: 'Change Agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Agency' });
  const names = await agencyNames(dialog);
  // The last row's stat code (the first cell after the name), as shown and as typed.
  const shown = (await dialog.getByRole('row').last().getByRole('cell').first().textContent())!;
  await dialog.getByLabel('Stat Code').fill(shown.replace(/\D/g, ''));
  await expect(dialog.getByRole('cell', { name: shown, exact: true })).toBeVisible();
  if (names.length > 1) await expect(dialog.getByRole('rowheader')).not.toHaveCount(names.length);
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel(page)).toHaveText(before!);
});

test('staff find any agency by the start of a word of its name (the search index), not only their own', async ({
  page,
}) => {
  await signInAsNew(page, 'admin@demo.local');
  await page.getByRole('button', { name: 'Change Agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Agency' });
  // Without a term: the first agencies by name, of every agency.
  const names = await agencyNames(dialog);
  expect(names.length).toBeGreaterThan(1);
  // A later word of a listed name, its first three letters typed: that agency is found, and every agency
  // listed has a word starting with them.
  const laterWord = (candidate: string) =>
    candidate.split(' ').find((word, at) => at > 0 && /^[A-Za-z]{3,}$/.test(word));
  const name = names.find(laterWord)!;
  const typed = laterWord(name)!.slice(0, 3).toLowerCase();
  await dialog.getByLabel('Agency Name').fill(typed);
  const startsAWord = (shown: string) =>
    shown
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .some((word) => word.startsWith(typed));
  // The results follow the typing after the search's debounce.
  await expect.poll(async () => (await agencyNames(dialog)).every(startsAWord)).toBe(true);
  await expect(dialog.getByRole('rowheader', { name, exact: true })).toBeVisible();
  for (const width of [1366, 820]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/e2e-shots/change-agency-staff-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'Exit' }).click();
  await expect(dialog).toBeHidden();
});
