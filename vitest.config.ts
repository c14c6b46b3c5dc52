import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ISOLATED_DOM_TESTS, ISOLATED_NODE_TESTS } from './vitest.isolated.ts';

// Request lines (INFO) would bury test output; tests that read log lines raise the level themselves.
const env = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', LOG_LEVEL: 'WARN' };
// `npm run test:lanes` runs the unit tiers beside the browser journeys (infra/local/test-lanes.ts): a property test or a
// page test of a few seconds alone can take several times that there. No test asserts a time.
const testTimeout = 30_000;
// `npm run test:dates` sets MSC_NOW: this moves each worker's Date to it (a no-op otherwise).
const pinnedDate = 'infra/local/test/pinned-date.setup.ts';
// The SPA runs React's API on preact/compat (frontend/vite.config.ts aliases react and react-dom). Vitest hands the
// packages in node_modules to Node as they are, past those aliases: each package that imports React is inlined, so
// that it gets Preact as the build does, and one copy of it renders the pages and Testing Library's act.
const reactPackages = [
  /\/node_modules\/@testing-library\/(react|user-event|dom)\//,
  /\/node_modules\/@radix-ui\//,
  /\/node_modules\/@floating-ui\/react/,
  /\/node_modules\/@tanstack\/react-/,
  /\/node_modules\/@reduxjs\/toolkit\//,
  /\/node_modules\/react-(router|hook-form|day-picker|redux|remove-scroll|remove-scroll-bar|style-singleton)\//,
  /\/node_modules\/(recharts|sonner|use-debounce|use-callback-ref|use-sidecar|use-sync-external-store)\//,
  /\/node_modules\/@hookform\/resolvers\//,
];
const frontendDeps = { server: { deps: { inline: reactPackages } } };
// Testing Library, react-remove-scroll (Radix's dialog and menu), recharts and the like: main is CommonJS, whose
// require('react') Node would resolve past the aliases; module is their ES build, which Vite resolves.
const frontendResolve = { mainFields: ['module', 'jsnext:main', 'jsnext', 'main'] };
// The integration global setup runs in this process.
Object.assign(process.env, env);

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The integration
    // tier mostly waits on the emulators (their own processes), and unit files share a worker's modules, so
    // two workers on two cores finish sooner than one.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Unit files share their worker's modules (vitest.isolated.ts says why and which files may not).
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'infra/**/*.test.ts',
            // The SPA's build plugins run in Node, not in the pages' jsdom.
            'frontend/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', ...ISOLATED_NODE_TESTS],
          isolate: false,
          setupFiles: [pinnedDate],
          testTimeout,
          env,
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: ISOLATED_NODE_TESTS,
          setupFiles: [pinnedDate],
          testTimeout,
          env,
        },
      },
      {
        // The SPA's own Vite config: its plugins and the `#*` alias.
        extends: './frontend/vite.config.ts',
        resolve: frontendResolve,
        test: {
          name: 'frontend',
          environment: 'jsdom',
          include: ['frontend/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...ISOLATED_DOM_TESTS],
          setupFiles: [pinnedDate, 'frontend/vitest.preact.ts', 'frontend/vitest.setup.ts'],
          ...frontendDeps,
          isolate: false,
          testTimeout,
          env,
        },
      },
      {
        extends: './frontend/vite.config.ts',
        resolve: frontendResolve,
        test: {
          name: 'frontend-isolated',
          environment: 'jsdom',
          include: ISOLATED_DOM_TESTS,
          setupFiles: [pinnedDate, 'frontend/vitest.preact.ts', 'frontend/vitest.setup.ts'],
          ...frontendDeps,
          testTimeout,
          env,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['infra/local/test/global-setup.ts'],
          // Every SDK call a function makes is evaluated against its synthesized IAM policy (LOCAL_IAM=off: not).
          setupFiles: [pinnedDate, 'infra/local/iam/test-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env,
        },
      },
    ],
  },
});
