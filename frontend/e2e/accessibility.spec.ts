import AxeBuilder from '@axe-core/playwright';
import { type PathName, paths } from '@msc/shared/routes';
import { expect, type Page, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

/** WCAG 2.2 A and AA, as axe names its rule sets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Addresses that only pass through (a redirect, a sign-in hand-off, a step that needs the wizard's state
 * first): the journeys that reach them in their flow scan them there.
 */
const PASSING_THROUGH: readonly PathName[] = [
  'homeAlias',
  'signIn',
  'ssoRedirect',
  'deepLinkRedirect',
  'impersonationEnded',
  'optOutTracking',
  'emailOptOut',
  'optOutEmail',
  'checkoutShipping',
  'checkoutPayment',
  'review',
  'orderDetail',
  'customizeDownloadReturn',
  'multiChannelReview',
];

const STAFF_ONLY: readonly PathName[] = ['adminCenter', 'adminDiscountCodes', 'impersonate', 'jobRuns'];

const withoutParameters = (Object.entries(paths) as [PathName, string][]).filter(
  ([name, path]) => !path.includes(':') && !PASSING_THROUGH.includes(name),
);

/** Every violation of the page once its content has loaded, as `rule: help (first target)`. */
async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // The page's own data: no spinner left (LoadingState, busy buttons).
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (violation) => `${path} ${violation.id}: ${violation.help} (${violation.nodes[0]?.target.join(' ')})`,
  );
}

test.describe('every page without parameters passes axe (WCAG 2.2 A/AA)', () => {
  test.setTimeout(300_000);

  test('as an agent', async ({ page }) => {
    await signInAsNew(page, 'owner@demo.local');
    const found: string[] = [];
    for (const [name, path] of withoutParameters) {
      if (STAFF_ONLY.includes(name)) continue;
      found.push(...(await violationsOf(page, path)));
    }
    expect(found).toEqual([]);
  });

  test('as staff in the Admin Center', async ({ page }) => {
    await signInAsNew(page, 'admin@demo.local');
    const found: string[] = [];
    for (const name of STAFF_ONLY) found.push(...(await violationsOf(page, paths[name])));
    expect(found).toEqual([]);
  });
});
