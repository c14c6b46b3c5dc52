import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '@msc/shared/routes/paths';
import { chromium, type Page } from '@playwright/test';
import { REPO_ROOT } from '../local-config';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/** The JS a route loads on a first visit before it is usable, gzip -9 (the unit), per route of the SPA. */
export const PAGE_WEIGHT_BUDGET_KB = 130;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Every page pattern of the SPA as an address: optional parameters left out, required ones filled. */
export function routeAddresses(): { route: string; url: string; signedIn: boolean }[] {
  return Object.values(paths).map((pattern) => ({
    route: pattern,
    url: pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'sample') || '/',
    signedIn: pattern !== paths.signIn,
  }));
}

export interface PageWeight {
  route: string;
  /** The scripts as the local server sends them (brotli, precompressed at build time). */
  jsServedKB: number;
  /** The same scripts gzip -9 (the unit; CloudFront may send gzip to a client without brotli). */
  jsGzipKB: number;
  scripts: number;
  /** The gzip figure (jsGzipKB) within the budget. */
  withinBudget: boolean;
}

const NAVIGATION_TIMEOUT_MS = 180_000;
/** A page without a heading (none should be) is weighed after this long. */
const PAGE_SHOWN_TIMEOUT_MS = 60_000;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/**
 * A script of the build as files on disk: its gzip -9 size (the precompressed .gz beside it, else compressed
 * here) and its brotli size (.br, else the gzip one). Read from the build, never from what the network
 * reported: the same build gives the same figure.
 */
function sizesOf(pathname: string): { gzip: number; served: number } {
  const file = join(REPO_ROOT, 'frontend/dist', pathname);
  const gzip = existsSync(`${file}.gz`)
    ? statSync(`${file}.gz`).size
    : existsSync(file)
      ? gzipSync(readFileSync(file), { level: 9 }).length
      : 0;
  return { gzip, served: existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzip };
}

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}${paths.signIn}`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
}

/**
 * Loads every route of `paths` in a fresh tab with the cache off and adds up the scripts it requests until
 * the network is idle. Each script counts once, by its address, whatever requested it: a chunk fetched by a
 * `modulepreload` link is a request of type `other` while the same chunk fetched by its `import()` is a
 * `script`, and which comes first is a race; counting by resource type (as this did) and by the sizes the
 * network reported made one build weigh 138 KB in one run and 219 KB in the next; so did waiting for the
 * network to be idle alone (see below). A new route is weighed as soon as it is in `paths`.
 */
export async function measurePageWeights(
  base: string,
  email = 'owner@demo.local',
  routes = routeAddresses(),
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const origin = new URL(base).origin;
    const weigh = async (page: Page, url: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts = new Set<string>();
      const onRequest = (request: import('@playwright/test').Request) => {
        const address = new URL(request.url());
        if (address.origin === origin && address.pathname.endsWith('.js')) scripts.add(address.pathname);
      };
      page.on('request', onRequest);
      await page.goto(`${base}${url}`, { waitUntil: 'load' });
      // The route's page shown (its chunk ran), then quiet: networkidle alone fired while a busy machine
      // was still evaluating the entry, before the page's chunk was asked for (the entry alone counted).
      await page
        .locator('main h1')
        .first()
        .waitFor({ state: 'attached', timeout: PAGE_SHOWN_TIMEOUT_MS })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      await cdp.detach();
      const sizes = [...scripts].map(sizesOf);
      const sum = (key: 'served' | 'gzip') => sizes.reduce((total, size) => total + size[key], 0);
      return { served: sum('served'), gzip: sum('gzip'), count: sizes.length };
    };
    const results: PageWeight[] = [];
    const anonymous = await browser.newContext();
    const signedIn = await browser.newContext();
    // A busy machine's first loads: minutes, not Playwright's 30 s.
    for (const context of [anonymous, signedIn]) context.setDefaultTimeout(NAVIGATION_TIMEOUT_MS);
    const signInPage = await signedIn.newPage();
    await signIn(signInPage, base, email);
    // The tokens live in the tab's sessionStorage: each route's tab starts as a copy of the signed-in one.
    // (The tab's own sessionStorage: this workspace is typed without the DOM.)
    type TabStorage = { length: number; setItem(key: string, value: string): void };
    const storage = await signInPage.evaluate(() =>
      JSON.stringify((globalThis as unknown as { sessionStorage: object }).sessionStorage),
    );
    await signedIn.addInitScript((saved: string) => {
      const tab = (globalThis as unknown as { sessionStorage: TabStorage }).sessionStorage;
      if (tab.length === 0)
        for (const [key, value] of Object.entries(JSON.parse(saved) as Record<string, string>))
          tab.setItem(key, value);
    }, storage);
    for (const { route, url, signedIn: needsUser } of routes) {
      const page = await (needsUser ? signedIn : anonymous).newPage();
      const { served, gzip, count } = await weigh(page, url).finally(() => page.close());
      const weight = { jsServedKB: kb(served), jsGzipKB: kb(gzip) };
      results.push({
        route,
        ...weight,
        scripts: count,
        withinBudget: weight.jsGzipKB <= PAGE_WEIGHT_BUDGET_KB,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
