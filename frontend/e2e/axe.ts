import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as axe names its rule sets. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** How many elements of one violation are printed: enough to find the component, short enough to read. */
const TARGETS_SHOWN = 5;

/** Waits until the page's own data is on screen: the main landmark, and no spinner left. */
export async function waitForContent(page: Page) {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

const TOASTS_WITHOUT_FADES = '[data-sonner-toaster] [data-sonner-toast] { transition: none !important; }';

/** Adds the style once per document: an SPA page scanned again keeps the one it got. */
async function turnOffToastFades(page: Page) {
  await page.evaluate((css) => {
    if (document.getElementById('e2e-toasts-without-fades')) return;
    const style = document.createElement('style');
    style.id = 'e2e-toasts-without-fades';
    style.textContent = css;
    document.head.append(style);
  }, TOASTS_WITHOUT_FADES);
}

/**
 * Every WCAG 2.2 A/AA violation axe finds on the page as it is now, one line per violation: the page, the
 * rule's id, its impact, the elements it fails on and axe's help text.
 */
export async function violationsOf(page: Page): Promise<string[]> {
  // A toast that starts fading out during the scan (its time runs out while axe works) is measured at part
  // opacity, and axe would report its colours as failing: toasts come and go at once while axe looks.
  await turnOffToastFades(page);
  // A toast or dialog still fading in is measured at part opacity: axe would report its colours as failing.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  // axe.run in the page itself: the default (runPartial) opens a blank tab per scan to merge the frames'
  // results, several seconds a page; the portal's frames are its own origin, which axe.run enters too.
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const where = new URL(page.url()).pathname;
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, TARGETS_SHOWN).map((node) => node.target.join(' '));
    const more =
      violation.nodes.length > TARGETS_SHOWN ? ` and ${violation.nodes.length - TARGETS_SHOWN} more` : '';
    return `${where} ${violation.id} [${violation.impact}] on ${targets.join(', ')}${more}: ${violation.help}`;
  });
}

/** Asserts the page as it is now has no WCAG 2.2 A/AA violation; the message lists each one found. */
export async function expectAccessible(page: Page) {
  const found = await violationsOf(page);
  expect(found, `axe found on ${page.url()}:\n${found.join('\n')}`).toEqual([]);
}
