import { type PathName, paths } from '@msc/shared/routes';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { freshAccount } from './accounts';
import { violationsOf, waitForContent } from './axe';
import { signIn } from './sign-in';

/**
 * Every page of the route table passes axe's WCAG 2.2 A/AA rules: signed out for the public pages, as a
 * copy of the demo owner for the storefront, as a copy of the demo admin for the Admin Center. One test per
 * page, run in parallel, each in a context that starts signed in (the worker signed in once), so the
 * journeys' shuffled multi-worker run spreads the scan over its workers.
 */

type Role = 'public' | 'agent' | 'staff';

/** Where the keyboard journey or another journey scans the page in its flow, and why it is not here. */
const SCANNED_ELSEWHERE: Partial<Record<PathName, string>> = {
  homeAlias: 'the home page under its other address',
  ssoRedirect: 'a hand-off that redirects at once',
  deepLinkRedirect: 'a hand-off that redirects at once',
  optOutTracking: 'needs a tracking id from a mailing (opt-out.spec.ts)',
  emailOptOut: 'needs a token from an email (opt-out.spec.ts)',
  optOutEmail: 'needs a token from an email (opt-out.spec.ts)',
  checkout: 'redirects to a checkout step',
  checkoutShipping: 'keyboard.spec.ts, with a cart that ships',
  checkoutPayment: 'keyboard.spec.ts, with something to pay',
  review: 'keyboard.spec.ts, with a cart ready to order',
  orderConfirmed: 'keyboard.spec.ts, after placing the order',
  personalizationStep1: 'keyboard.spec.ts, from a product',
  personalizationStep2: 'keyboard.spec.ts, after step 1',
  mailSchedule: 'keyboard.spec.ts, after step 2',
  personalizationReview: 'keyboard.spec.ts, after step 3',
  documentReturn: 'a hand-off from the document editor that redirects at once',
  customizeDownloadReturn: 'a hand-off from the document editor that redirects at once',
  expressOrderPageflexReturn: 'a hand-off from the document editor that redirects at once',
  orderDetail: 'a legacy address that redirects to the order page',
  winBackSchedule: 'personalization-win-back.spec.ts, step 3 of a win-back order',
  mailScheduleDropDate: 'in-home-planner.spec.ts, with the in-home planner open',
  personalizationStep2Review: 'personalization-recipients.spec.ts, a retention order after its recipients',
  downloadCustomizeAsset: 'customizable-download.spec.ts, once the editor committed',
  saveForLaterConfirmation: 'personalization-flow.spec.ts, resuming the item it saved for later',
  prospectList: 'prospecting-order.spec.ts, after buying a list',
  campaignResults: 'closed-loop.spec.ts, once a policy feed is matched back to the order',
  subscriptionReview: 'personalization-subscription.spec.ts, step 3 of a subscription order',
  expressOrderStep4: 'express-order.spec.ts, on the way to the cart',
  expressOrderStep3: 'express-order.spec.ts, on the way to the cart',
  expressOrderStep2: 'express-order.spec.ts, on the way to the cart',
  expressOrderStep1: 'express-order.spec.ts, on the way to the cart',
  expressOrderSamePersonalization: 'express-order.spec.ts, on the way to the cart',
  expressOrderSubCodes: 'express-order.spec.ts, on the way to the cart',
  expressOrderConfirmation: 'express-order.spec.ts, on the way to the cart',
};

/** Pages with parameters, reached from a page that links to them: the first such link is scanned. */
const LINKED_FROM: Partial<Record<PathName, PathName>> = {
  productDetail: 'productSearch',
  order: 'orderHistory',
  reportDetail: 'reports',
  adminUser: 'adminUsers',
  crossSellViewSummary: 'crossSell',
  crossSellViewDetail: 'crossSellViewSummary',
  renewalList: 'retention',
};

/** Pages with a required parameter scanned at a fixed address: a personal URL no piece carries (its not-found state). */
const WITH_PARAMETERS: Partial<Record<PathName, string>> = {
  responsePage: '/r/0000000000',
};

/** Pages that show what they are for only after a search: the address with one. */
const WITH_SEARCH: Partial<Record<PathName, string>> = {
  adminUsers: '?q=demo.local',
};

const PUBLIC: readonly PathName[] = [
  'signIn',
  'impersonationEnded',
  'optOutAcknowledge',
  'optOutAcknowledged',
  'termsProspecting',
  'termsListUpload',
  'responsePage',
];

const roleOf = (name: PathName): Role =>
  PUBLIC.includes(name) ? 'public' : paths[name].startsWith('/manager/') ? 'staff' : 'agent';

/** A route pattern with its optional parameters left out; undefined when it has a required one. */
function withoutOptionalParameters(pattern: string): string | undefined {
  const path = pattern.replace(/\/:[\w-]+\?/g, '');
  if (path.includes(':')) return undefined;
  return path === '' ? '/' : path;
}

/** A route pattern as a regular expression over a pathname. */
function patternExpression(pattern: string): RegExp {
  const source = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((part) => {
      if (/^:[\w-]+\?$/.test(part)) return '(?:/[^/]+)?';
      if (part.startsWith(':')) return '/[^/]+';
      return part === '' ? '' : `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

/** How long a page that keeps the previous page's heading is given to render. */
const SAME_HEADING_WAIT_MS = 3_000;

/**
 * Goes to `address` inside the running SPA, as a click on one of its links would (a full page load per page
 * would start the portal again each time, several times the cost of the scan), and waits for the new page's
 * heading and data.
 */
async function visit(page: Page, address: string) {
  const here = page.url().startsWith('http') ? new URL(page.url()) : undefined;
  if (!here) {
    await page.goto(address);
  } else if (`${here.pathname}${here.search}` !== address) {
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll('main h1')].map((heading) => {
        heading.setAttribute('data-left', '');
        return heading.textContent;
      }),
    );
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    // A new heading, or the old one with the new page's words (pages of one component keep its element);
    // pages of one component with one title show no change to wait for.
    await page
      .waitForFunction(
        (left) =>
          [...document.querySelectorAll('main h1')].some(
            (heading) => !heading.hasAttribute('data-left') || !left.includes(heading.textContent),
          ),
        headings,
        { timeout: SAME_HEADING_WAIT_MS },
      )
      .catch(() => undefined);
  }
  await waitForContent(page);
}

/** The first link of the page at `from` whose address matches `pattern`, once the page shows one. */
async function firstLinkTo(page: Page, from: string, pattern: string): Promise<string> {
  await visit(page, from);
  const expression = patternExpression(pattern);
  const origin = new URL(page.url()).origin;
  const matching = async () =>
    (
      await page
        .locator('main a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    )
      .map((href) => new URL(href, origin))
      .map((url) => `${url.pathname}${url.search}`)
      .find((path) => expression.test(path.split('?')[0]!));
  await expect.poll(matching, { message: `a link to ${pattern} on ${from}` }).toBeTruthy();
  return (await matching())!;
}

interface Scan {
  name: PathName;
  role: Role;
  /** The pages to follow the first link of, from an address without parameters to the page scanned. */
  via: PathName[];
}

/** The pages that lead to `name`, the first one an address without parameters. */
const linksTo = (name: PathName): PathName[] => {
  const from = LINKED_FROM[name];
  return from ? [...linksTo(from), from] : [];
};

const scans: Scan[] = (Object.keys(paths) as PathName[]).flatMap((name): Scan[] => {
  if (SCANNED_ELSEWHERE[name]) return [];
  const via = linksTo(name);
  if (via.length > 0 || WITH_PARAMETERS[name] || withoutOptionalParameters(paths[name]))
    return [{ name, role: roleOf(name), via }];
  return [];
});

const unscanned = (Object.keys(paths) as PathName[]).filter(
  (name) => !SCANNED_ELSEWHERE[name] && !scans.some((scan) => scan.name === name),
);

/** The address of a page without parameters, with the search it needs. */
const ownAddress = (name: PathName) =>
  WITH_PARAMETERS[name] ?? `${withoutOptionalParameters(paths[name])}${WITH_SEARCH[name] ?? ''}`;

/** The address of the page a scan checks: the first link to it found on the way, or its own address. */
async function addressOf(page: Page, scan: Scan): Promise<string> {
  if (scan.via.length === 0) return ownAddress(scan.name);
  let address = ownAddress(scan.via[0]!);
  const targets = [...scan.via.slice(1), scan.name];
  for (const target of targets) address = await firstLinkTo(page, address, paths[target]);
  return address;
}

/** A signed-in browser: its cookies and local storage, and the tab's session storage (Amplify's tokens). */
interface SignedInState {
  storageState: string;
  sessionStorage: Record<string, string>;
}

type SignedIn = (role: Exclude<Role, 'public'>) => Promise<SignedInState>;

/**
 * A signed-in browser state per role, made once per worker (and only for the roles its tests need) from a
 * new copy of a demo account.
 */
const test = base.extend<object, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const demo = { agent: 'owner@demo.local', staff: 'admin@demo.local' } as const;
      const made = new Map<string, Promise<SignedInState>>();
      const make = async (role: Exclude<Role, 'public'>): Promise<SignedInState> => {
        const storageState = `${workerInfo.project.outputDir}/a11y-${role}-${workerInfo.workerIndex}.json`;
        const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
        const page = await context.newPage();
        const account = await freshAccount(page.request, demo[role]);
        await signIn(page, account.email);
        await context.storageState({ path: storageState });
        const session = await page.evaluate(() => ({ ...sessionStorage }));
        await context.close();
        return { storageState, sessionStorage: session };
      };
      await use((role) => {
        if (!made.has(role)) made.set(role, make(role));
        return made.get(role)!;
      });
    },
    { scope: 'worker' },
  ],
});

/** A page signed in as `role`, or signed out for the public pages. */
async function pageAs(browser: Browser, role: Role, signedIn: SignedIn): Promise<Page> {
  if (role === 'public') return (await browser.newContext()).newPage();
  const state = await signedIn(role);
  const context = await browser.newContext({ storageState: state.storageState });
  // Session storage belongs to a tab: every new page of the context starts with the signed-in tab's.
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) {
      if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    }
  }, state.sessionStorage);
  return context.newPage();
}

/** Pages scanned in one browser tab, one after the other: enough to spread the scan over the workers. */
const PAGES_PER_TEST = 8;

const batches = (['public', 'agent', 'staff'] as const).flatMap((role) => {
  const ofRole = scans.filter((scan) => scan.role === role);
  return Array.from({ length: Math.ceil(ofRole.length / PAGES_PER_TEST) }, (_, index) => ({
    role,
    scans: ofRole.slice(index * PAGES_PER_TEST, (index + 1) * PAGES_PER_TEST),
  }));
});

test.describe('every page passes axe (WCAG 2.2 A/AA)', () => {
  test.describe.configure({ mode: 'parallel' });
  // The first test of a worker also makes its account and signs in, slow on a busy machine.
  test.setTimeout(240_000);

  test('every route is scanned here or in a journey that reaches it', () => {
    expect(unscanned, 'routes with a required parameter need LINKED_FROM or SCANNED_ELSEWHERE').toEqual([]);
  });

  for (const batch of batches) {
    const names = batch.scans.map((scan) => scan.name);
    test(`as ${batch.role}: ${names.join(', ')}`, async ({ browser, signedIn }) => {
      const page = await pageAs(browser, batch.role, signedIn);
      // Every page of the batch is scanned; what each one lacks is reported together at the end.
      const found: string[] = [];
      for (const scan of batch.scans) {
        try {
          await visit(page, await addressOf(page, scan));
          found.push(...(await violationsOf(page)));
        } catch (error) {
          found.push(`${scan.name} (${paths[scan.name]}): ${(error as Error).message.split('\n')[0]}`);
        }
      }
      expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
      await page.context().close();
    });
  }
});
