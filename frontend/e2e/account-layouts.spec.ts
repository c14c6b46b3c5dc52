import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';

/** Every account section with its heading, as the owner sees it. */
const SECTIONS = [
  ['profile', 'My Profile'],
  ['favorites', 'My Favorites'],
  ['contacts', 'My Contacts'],
  ['payment-info', 'Payment Information'],
  ['order-history', 'Order History'],
  ['downloads', 'My Downloads'],
  ['agency-lists', 'My Agency Lists'],
  ['image-library', 'My Image Library'],
  ['save-for-later', 'My Saved Items'],
  ['calendar', 'Calendar'],
] as const;

test('every account section reads at laptop and tablet widths: nothing wider than the window', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNew(page, 'owner@demo.local', '/account/profile');
  for (const [section, heading] of SECTIONS) {
    await page.goto(`/account/${section}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    for (const width of [1366, 820]) {
      await page.setViewportSize({ width, height: 1000 });
      // Wide tables scroll inside their own box; the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${section} at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/account-${section}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 1000 });
  }
});
