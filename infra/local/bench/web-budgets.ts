import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { paths } from '@msc/shared/routes/paths';
import { chromium, type Page } from '@playwright/test';
import { REPO_ROOT } from '../local-config';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/** The JS a route loads before it is usable, compressed as served, per route of the SPA. */
export const PAGE_WEIGHT_BUDGET_KB = 170;
/** Lighthouse mobile preset, median of 3: at least this on /sign-in, and on the signed-in pages. */
export const LIGHTHOUSE_BUDGET = { signIn: 95, signedIn: 90 };

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
  /** What the browser downloaded: brotli, as the server sends it to every current browser. */
  jsServedKB: number;
  /** The same scripts gzip -9 (the unit; CloudFront may send gzip to a client without brotli). */
  jsGzipKB: number;
  scripts: number;
  /** What the browser downloads (jsServedKB) within the budget. */
  withinBudget: boolean;
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The gzip size of a script of the build: its precompressed .gz beside it, else compressed here. */
function gzipBytesOf(url: string, servedBytes: number): number {
  const file = join(REPO_ROOT, 'frontend/dist', new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : servedBytes;
}

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}${paths.signIn}`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
}

/**
 * Loads every route of `paths` with the cache off and adds up the JS it transfers (encoded, as the
 * server sends it) until the network is idle. A new route is weighed as soon as it is in `paths`.
 */
export async function measurePageWeights(
  base: string,
  email = 'owner@demo.local',
  routes = routeAddresses(),
): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const weigh = async (page: Page, url: string) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const scripts: Promise<{ served: number; gzip: number }>[] = [];
      const onResponse = (response: import('@playwright/test').Response) => {
        if (response.request().resourceType() === 'script') {
          scripts.push(
            response
              .request()
              .sizes()
              .then(({ responseBodySize }) => ({
                served: responseBodySize,
                gzip: gzipBytesOf(response.url(), responseBodySize),
              })),
          );
        }
      };
      page.on('response', onResponse);
      await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
      page.off('response', onResponse);
      const sizes = await Promise.all(scripts);
      const sum = (key: 'served' | 'gzip') => sizes.reduce((total, size) => total + size[key], 0);
      return { served: sum('served'), gzip: sum('gzip'), count: sizes.length };
    };
    const results: PageWeight[] = [];
    const anonymous = await (await browser.newContext()).newPage();
    const signedIn = await (await browser.newContext()).newPage();
    await signIn(signedIn, base, email);
    for (const { route, url, signedIn: needsUser } of routes) {
      const { served, gzip, count } = await weigh(needsUser ? signedIn : anonymous, url);
      const weight = { jsServedKB: kb(served), jsGzipKB: kb(gzip) };
      results.push({
        route,
        ...weight,
        scripts: count,
        withinBudget: weight.jsServedKB <= PAGE_WEIGHT_BUDGET_KB,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

export interface LighthouseScore {
  route: string;
  /** Median of the runs' performance scores (0-100). */
  score: number;
  runs: number[];
  budget: number;
}

/**
 * Lighthouse's mobile preset (its default) on the production build the local server serves, in
 * Debian's chromium; signed-in pages after a real sign-in in the same tab (tokens live in sessionStorage).
 */
export async function measureLighthouse(
  base: string,
  routes = ['/sign-in', '/', '/products', '/cart'],
  runs = 3,
  email = 'owner@demo.local',
): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const results: LighthouseScore[] = [];
  for (const route of routes) {
    const scores: number[] = [];
    for (let run = 0; run < runs; run++) {
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        if (route !== paths.signIn) {
          await page.goto(`${base}${paths.signIn}`);
          await page.locator('input[name="username"], input[autocomplete="username"]').fill(email);
          await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
          await page.locator('button[type="submit"]').click();
          await page.waitForSelector('input[type="search"]');
        }
        const result = await lighthouse(
          `${base}${route}`,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
          undefined,
          page as never,
        );
        scores.push(Math.round((result?.lhr.categories.performance?.score ?? 0) * 100));
      } finally {
        await browser.close();
      }
    }
    const sorted = [...scores].sort((a, b) => a - b);
    results.push({
      route,
      score: sorted[Math.floor(sorted.length / 2)]!,
      runs: scores,
      budget: route === paths.signIn ? LIGHTHOUSE_BUDGET.signIn : LIGHTHOUSE_BUDGET.signedIn,
    });
  }
  return results;
}
