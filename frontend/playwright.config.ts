import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys run in Debian's chromium against the whole local stack (emulators, gateway, Lambdas, built SPA),
 * started fresh with demo data by the web server below and stopped after. Each journey makes the accounts
 * it works with (e2e/accounts.ts), so every test may run in any order and beside any other: two workers
 * share the stack (E2E_WORKERS to change), and `npm run test:e2e` shuffles the order (`--shuffle`; the
 * seed it prints reproduces an order with `--shuffle <seed>`).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI either: a journey that fails once is a flake to fix, not to land green.
  retries: 0,
  // Two journeys share the stack (and a machine that may be busy), and each makes its accounts first.
  timeout: 120_000,
  // A proof rendered by pdf.js or a chart's chunk can take over 10 s beside another journey on 2 cores.
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../test-results/e2e-report' }]],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records a screencast of every page: measured, half the CPU of a run went to the browser's
    // compositing and encoding of those frames (17.8 → 11.3 min without). Off unless asked for:
    // E2E_TRACE=retain-on-failure (or on) to rerun a failing journey with its trace.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'npx tsx infra/local/start.ts --fresh --in-memory',
    cwd: '..',
    url: `http://localhost:${port}/config.json`,
    // Seeding a fresh store takes 1-5 minutes on a shared 2-core machine.
    timeout: 600_000,
    // E2E_REUSE_SERVER=1 runs against a stack already started on the port (`PORT=3100
    // LOCAL_DATA_DIR=.local/e2e npx tsx infra/local/start.ts`), to rerun a few journeys without seeding:
    // their accounts are new each time, but a second run finds what the first did to shared agencies.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    env: {
      PORT: String(port),
      LOCAL_DATA_DIR: process.env.E2E_DATA_DIR ?? '.local/e2e',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      // A line per request is a million lines over the journeys: warnings and errors are what a run needs.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
    },
  },
});
