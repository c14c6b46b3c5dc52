/**
 * Unit test files that must run in a module graph of their own: they mock modules (`vi.mock`), spy on or
 * stub globals, fake timers, or change `process.env`. Every other unit test file shares its worker's
 * modules with the files before it (`isolate: false`), which takes the unit tier from minutes of
 * re-importing zod, React and the contract per file to seconds. `infra/test/test-isolation.test.ts` fails
 * when a file that needs isolation is missing here.
 */
export const ISOLATED_NODE_TESTS = [
  'functions/src/documents/response-code.test.ts',
  'functions/src/cart/add-products.test.ts',
  'shared/src/rules/accept-check.test.ts',
  'functions/src/platform/tracer.test.ts',
  'functions/src/platform/secret-value.test.ts',
  'functions/src/platform/request-metrics.test.ts',
  'functions/src/platform/implement.test.ts',
  'functions/src/platform/observability.test.ts',
  'functions/src/prospecting/prospect-provider.test.ts',
  'functions/src/retention/job-run.test.ts',
  'infra/test/portal-stack.test.ts',
  'infra/local/scheduler/scheduler.test.ts',
  'infra/local/emulators/java.test.ts',
];

export const ISOLATED_DOM_TESTS = [
  'frontend/src/app/shell/header.test.tsx',
  'frontend/src/app/routes/catch-all-route.test.tsx',
  'frontend/src/app/routes/route-error-page.test.tsx',
  'frontend/src/app/routes/route-visits.test.tsx',
  'frontend/src/features/personalization/step-2/step-2-page.test.tsx',
  'frontend/src/features/auth/amplify-auth.test.ts',
  'frontend/src/features/auth/sign-in-page.test.tsx',
  'frontend/src/features/downloads/customize-download-return-page.test.tsx',
  'frontend/src/features/checkout/components/add-card-form.test.tsx',
  'frontend/src/features/cart/cart-page.test.tsx',
  'frontend/src/features/admin-center/users-page.test.tsx',
];

/** What makes a test file need its own module graph. */
export const NEEDS_ISOLATION = /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|useFakeTimers)\b|process\.env\b/;
