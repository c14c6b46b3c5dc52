/**
 * What the server's modules may import (`npm run lint:deps:functions`): functions/src and shared/src.
 * The SPA has its own config (.dependency-cruiser.frontend.cjs).
 */

/**
 * The declared order of the server's capabilities (folders of functions/src), bottom first: each may import
 * only the ones above it in this list, never one below, so no two capabilities depend on each other.
 * The README draws the same list. A new folder is refused until it takes its place here.
 */
const CAPABILITY_ORDER = [
  // The floor. data: the table's definition (entities, keys, item helpers), importing nothing of the
  // functions. platform: AWS clients, the table's services, identity, the request pipeline.
  'data',
  'platform',
  // Owners of entities: each keeps its records and answers for them through its index.ts.
  'site',
  'images',
  'addresses',
  'contacts',
  'catalog',
  'agency',
  'incentives',
  'suppression',
  'policyholders',
  'favorites',
  'documents',
  'cart',
  'prospecting',
  'retention',
  'opportunities',
  'uploads',
  'agency-lists',
  // The responses to mailed pieces (scans, visits, forms): the public response page writes them, results read them.
  'responses',
  // Payments: the provider's adapter, payment methods, authorize, release, refund (below checkout and orders).
  'payments',
  // Flows: use cases over several owners.
  'orders',
  // Mail you can see (issue 49): mailed pieces, their IMb and scans; reads orders, read by the flows below.
  'mail-tracking',
  // The approval queue of orders awaiting approval: decides over orders and payments; checkout writes into it.
  'approvals',
  'personalization',
  'express-order',
  'checkout',
  'downloads',
  'calendar',
  'opt-out',
  // The public response page of a personal URL (issue 48): the mailed row, the agency, the responses store.
  'response-page',
  'impersonation',
  // Closed-loop results (issue 48): new policies matched back to the drops that earned them.
  'results',
  // What the agent sees of the mail (issue 49): reads the pieces and scans of mail-tracking and the orders.
  'mail-visibility',
  // Pages and schedules that gather many: the home page, reports, the session, the Admin Center, the
  // workflows' tasks and the scheduled jobs.
  'home',
  'reports',
  'session',
  'admin',
  'workflows',
  'jobs',
];

const SRC = '^functions/src/';
/** Tests and the helpers they share may reach anything (a fixture seeds many capabilities). */
const TESTS = ['[.]test[.]ts$', `${SRC}test/`];
const either = (names) => `(${names.join('|')})`;

/** One rule per capability: nothing it imports sits below it in the order. */
const orderRules = CAPABILITY_ORDER.slice(0, -1).map((name, index) => ({
  name: `capability-order:${name}`,
  comment: `${name} may import only the capabilities above it in CAPABILITY_ORDER (.dependency-cruiser.functions.cjs)`,
  severity: 'error',
  from: { path: `${SRC}${name}/`, pathNot: TESTS },
  to: { path: `${SRC}${either(CAPABILITY_ORDER.slice(index + 1))}/` },
}));

/** Packages a Lambda loads with the first request that needs them, each through its one door, if any. */
const LOADED_ON_FIRST_USE = {
  exceljs: [],
  '@e965/xlsx': [],
  'pdf-lib': [],
  sharp: [],
  stripe: [],
  mimetext: [],
  '@aws-sdk/client-s3': ['platform/s3-client.ts'],
  '@aws-sdk/lib-storage': [],
  '@aws-sdk/s3-request-presigner': [],
  '@aws-sdk/client-sfn': [],
  '@aws-sdk/client-sesv2': [],
  '@aws-sdk/client-secrets-manager': [],
  '@aws-sdk/client-cognito-identity-provider': [],
  // postcss and htmlparser2 with it (≈140 KB), for the Admin Center's announcement saves only.
  'sanitize-html': [],
  papaparse: [],
  // The Intelligent Mail barcode's encoder (≈1 MB of BWIPP), for the proofs of letters and postcards only.
  'bwip-js': [],
};
const literalDots = (text) => text.replace(/[.]/g, '[.]');

const loadedOnFirstUse = Object.entries(LOADED_ON_FIRST_USE).map(([pkg, doors]) => ({
  name: `loaded-on-first-use:${pkg}`,
  comment:
    `${pkg} is loaded with the first request that needs it (await import), never with the Lambda: a static ` +
    'import puts it in every cold start of every function whose code reaches the importing file',
  severity: 'error',
  from: { path: SRC, pathNot: [...TESTS, ...doors.map((door) => `${SRC}${literalDots(door)}$`)] },
  to: { path: `^node_modules/${literalDots(pkg)}/`, dynamic: false, dependencyTypesNot: ['type-only'] },
}));

/** The table's services: a store's own (store-db), the transaction helper, and the one over every entity (db). */
const TABLE_SERVICES = `${SRC}platform/(db|store-db|table|transact-write|partition-move)[.]ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No module reaches itself through what it loads. A loop through a type import (a module naming a type ' +
        'of the one that uses it) is gone once compiled, and is left alone.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    ...orderRules,
    {
      name: 'capability-declared',
      comment: 'Every folder of functions/src has its place in CAPABILITY_ORDER.',
      severity: 'error',
      from: { path: `${SRC}[^/]+/`, pathNot: [...TESTS, `${SRC}${either(CAPABILITY_ORDER)}/`] },
      to: {},
    },
    {
      name: 'capability-entries',
      comment:
        "A capability uses another only through a declared entry: index.ts, admin.ts (the Admin Center's " +
        'writes), jobs.ts (what the scheduled jobs run) or reads.ts (reads that bundle none of its writes, so ' +
        "the reader's grants stay read-only); platform and data are open.",
      severity: 'error',
      from: { path: `${SRC}([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${SRC}[^/]+/`,
        pathNot: [`${SRC}$1/`, `${SRC}(platform|data|test)/`, `${SRC}[^/]+/(index|admin|jobs|reads)[.]ts$`],
      },
    },
    {
      name: 'not-to-tests',
      comment: 'Production code imports no test and no test helper.',
      severity: 'error',
      from: { path: SRC, pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'table-through-stores',
      comment:
        "Only a store (<name>-store.ts) talks to the table: services call their store, other capabilities the owner's index.ts.",
      severity: 'error',
      from: { path: SRC, pathNot: [...TESTS, '-store[.]ts$', TABLE_SERVICES] },
      to: { path: TABLE_SERVICES },
    },
    {
      name: 'no-service-of-every-entity',
      comment:
        'platform/db.ts (every entity in one service) is for the seed and tests: a Lambda reaching it bundles every entity and gets grants for all.',
      severity: 'error',
      from: { path: SRC, pathNot: [...TESTS, `${SRC}platform/db[.]ts$`] },
      to: { path: `${SRC}platform/db[.]ts$` },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is used by the SPA, the functions and infra, and imports none of them.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|frontend|infra)/' },
    },
    ...loadedOnFirstUse,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'functions/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
