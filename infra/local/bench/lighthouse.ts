import { paths } from '@msc/shared/routes/paths';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './web-budgets';

export interface LighthouseScore {
  route: string;
  /** Median of the runs' performance scores (0-100). */
  score: number;
  runs: number[];
  budget: number;
  /** The median run's metrics, in ms (CLS unitless): what the score is made of. */
  metrics: LighthouseMetrics;
}

/** Lighthouse's performance metrics (simulated mobile): first and largest contentful paint, blocking time… */
type LighthouseMetrics = Record<(typeof METRICS)[number], number>;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

/** Lighthouse mobile preset, median of the runs: at least this on every route measured. */
export const LIGHTHOUSE_BUDGET = 95;

/**
 * The landing routes Lighthouse measures (issue 44): sign-in, home, product search, cart, checkout's
 * shipping step, personalization step 1 (of `step1`, a saved order state of the user), order history and
 * the Admin Center's products.
 */
export const lighthouseRoutes = (step1: string) => [
  paths.signIn,
  paths.home,
  paths.productSearch,
  paths.cart,
  paths.checkoutShipping,
  step1,
  paths.orderHistory,
  paths.adminCenter,
];

/**
 * Lighthouse's mobile preset (its default) on the production build the local server serves, in
 * Debian's chromium; signed-in pages after a real sign-in in the same tab (tokens live in sessionStorage).
 */
export async function measureLighthouse(
  base: string,
  routes: readonly string[],
  runs = 3,
  email = 'owner@demo.local',
): Promise<LighthouseScore[]> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const results: LighthouseScore[] = [];
  for (const route of routes) {
    const scores: number[] = [];
    const metrics: LighthouseMetrics[] = [];
    for (let run = 0; run < runs; run++) {
      const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        if (route !== paths.signIn) {
          await page.goto(`${base}${paths.signIn}`);
          // The Admin Center's pages as a system administrator: the agent would be shown 'not allowed'.
          const user = route.startsWith('/manager') ? 'admin@demo.local' : email;
          await page.locator('input[name="username"], input[autocomplete="username"]').fill(user);
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
        const audits = result?.lhr.audits ?? {};
        metrics.push(
          Object.fromEntries(
            METRICS.map((id) => [
              id,
              Number((audits[id]?.numericValue ?? 0).toFixed(id.startsWith('cumulative') ? 3 : 0)),
            ]),
          ) as LighthouseMetrics,
        );
      } finally {
        await browser.close();
      }
    }
    const median = [...scores.keys()].sort((a, b) => scores[a]! - scores[b]!)[Math.floor(scores.length / 2)]!;
    results.push({
      route,
      score: scores[median]!,
      runs: scores,
      budget: LIGHTHOUSE_BUDGET,
      metrics: metrics[median]!,
    });
  }
  return results;
}
