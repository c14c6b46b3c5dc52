import { expect, type Locator, type Page } from '@playwright/test';

/** How many Tab presses may separate two stops of a journey (a long form, a table of 10 rows). */
const MAX_PRESSES = 80;

/** What a journey's message says about the focused element: its tag, role and accessible text. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'nothing (body)';
    const name =
      active.getAttribute('aria-label') ??
      (active as HTMLInputElement).labels?.[0]?.textContent ??
      active.textContent ??
      '';
    const role = active.getAttribute('role') ?? (active as HTMLInputElement).type ?? '';
    return `<${active.tagName.toLowerCase()}${role ? ` ${role}` : ''}> ${name.trim().slice(0, 60)}`;
  });
}

/**
 * Whether the focused element shows that it has the focus: an outline or a box-shadow ring (Tailwind's
 * ring utilities are box-shadows), as the browser computes them.
 */
export async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const computed = getComputedStyle(active);
    return {
      outline: computed.outlineStyle !== 'none' && Number.parseFloat(computed.outlineWidth) > 0,
      ring: computed.boxShadow !== 'none' && computed.boxShadow !== '',
      focusVisible: active.matches(':focus-visible'),
    };
  });
  const where = await describeFocus(page);
  expect(style, 'something has the focus').not.toBeNull();
  expect(style?.focusVisible, `${where} matches :focus-visible`).toBe(true);
  expect(style?.outline || style?.ring, `${where} shows an outline or a ring`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus. On the way every element reached must show its
 * focus and come after the one before in the document (before it, going back): the focus order is the
 * reading order. Answers what was passed, for a journey that checks the order of its fields.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  const element = await target.elementHandle();
  const passed: string[] = [];
  await page.evaluate(() => {
    (window as unknown as { lastFocus?: Element | null }).lastFocus = document.activeElement;
  });
  for (let press = 0; press < MAX_PRESSES; press++) {
    await page.keyboard.press(key);
    // One round trip per key: the machine running the journeys may be busy.
    const step = await page.evaluate(
      ([wanted, backwards]) => {
        const memory = window as unknown as { lastFocus?: Element | null };
        const before = memory.lastFocus;
        const active = document.activeElement;
        memory.lastFocus = active;
        if (!active || active === document.body)
          return { where: 'nothing (body)', inOrder: true, shown: false };
        const label = (active as HTMLInputElement).labels?.[0]?.textContent;
        const name = active.getAttribute('aria-label') ?? label ?? active.textContent ?? '';
        const where = `<${active.tagName.toLowerCase()}> ${name.trim().slice(0, 60)}`;
        const comparable = before && before !== document.body && before.isConnected;
        const follows = comparable
          ? (before.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
          : !backwards;
        const style = getComputedStyle(active);
        const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
        const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
        return {
          where,
          inOrder: follows !== backwards,
          shown: active.matches(':focus-visible') && (outline || ring),
          reached: active === wanted,
        };
      },
      [element, key === 'Shift+Tab'] as const,
    );
    passed.push(step.where);
    expect(step.inOrder, `focus order: ${passed.join(' → ')}`).toBe(true);
    expect(step.shown, `${step.where} shows its focus (outline or ring)`).toBe(true);
    if (step.reached) return passed;
  }
  throw new Error(`${MAX_PRESSES} × ${key} never reached the target: ${passed.join(' → ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter for links and buttons, Space for boxes and radios). */
export async function tabAndPress(page: Page, target: Locator, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
