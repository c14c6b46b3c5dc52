/**
 * The SPA's import rules (`npm run lint:deps:frontend`), beside Biome's import zones in biome.json (which
 * keep a feature's files private behind its index and relative imports inside their area).
 *
 * Layers, top to bottom: app → features → campaign-kit → lib, ui (and @msc/shared under all of them).
 * Between features, one declared order: a feature imports only features of a tier below its own, never
 * one of its own tier or above. Every folder of frontend/src/features must be named here once.
 */
const { readdirSync } = require('node:fs');
const path = require('node:path');

/** The features, bottom tier first. */
const featureTiers = [
  // The site's configuration (support numbers, links, help pages): it imports no feature, and any page shows it.
  ['site'],
  // Owners with no feature below them: the session, lists, images, reports, opportunities.
  [
    'session',
    'auth',
    'public',
    'marketing',
    'contacts',
    'agency-lists',
    'image-library',
    'ship-to-upload',
    'reports',
    'opportunities',
    'mail-tracking',
  ],
  // The signed-in agency and the user's own settings.
  ['agency', 'profile', 'calendar', 'impersonation', 'operations', 'approvals'],
  // The home page (incentives, content): the cart waits for the incentive details.
  ['home'],
  ['cart', 'admin-center'],
  // What builds on the cart: the catalog's buttons, checkout, orders, the saved items.
  ['catalog', 'checkout', 'orders', 'save-for-later'],
  ['favorites'],
  // The leaves: the campaign flows, each on the campaign kit, none importing another; nothing imports them.
  [
    'personalization',
    'express-order',
    'downloads',
    'print-on-demand',
    'prospecting',
    'retention',
    'cross-sell',
  ],
];

const src = 'frontend/src';
const featuresDir = path.join(__dirname, src, 'features');
const declared = featureTiers.flat();
const undeclared = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !declared.includes(entry.name))
  .map((entry) => entry.name);
if (undeclared.length > 0)
  throw new Error(
    `.dependency-cruiser.frontend.cjs: declare the feature(s) ${undeclared.join(', ')} in featureTiers`,
  );

const anyOf = (names) => `(${names.join('|')})`;
const featurePath = (names) => `^${src}/features/${anyOf(names)}/`;

/** A feature of tier i imports no feature of tier i or above (other than itself). */
const orderRules = featureTiers.map((tier, i) => ({
  name: `feature-order-tier-${i + 1}`,
  comment: `${tier.join(', ')} import only features of the tiers below (the order in .dependency-cruiser.frontend.cjs)`,
  severity: 'error',
  from: { path: featurePath(tier) },
  to: { path: featurePath(featureTiers.slice(i).flat()), pathNot: `^${src}/features/$1/` },
}));

/** The SPA's `#*` import map (frontend/package.json "imports"), folder by folder. */
const spaAreas = readdirSync(path.join(__dirname, src), { withFileTypes: true }).filter((e) =>
  e.isDirectory(),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, between files or (folded) between features.',
      from: {},
      to: { circular: true },
    },
    ...orderRules,
    {
      name: 'campaign-kit-imports-no-feature',
      comment: 'The campaign kit sits below every feature: each flow builds on it.',
      severity: 'error',
      from: { path: `^${src}/campaign-kit/` },
      to: { path: `^${src}/(features|app)/` },
    },
    {
      name: 'lib-ui-import-no-feature',
      comment: 'lib/ and ui/ are the shared layers under the features and the campaign kit.',
      severity: 'error',
      from: { path: `^${src}/(lib|ui)/` },
      to: { path: `^${src}/(features|app|campaign-kit)/` },
    },
    {
      name: 'nothing-imports-app',
      comment: 'app/ only composes the features (router, providers, shell); main.tsx alone imports it.',
      severity: 'error',
      from: { path: `^${src}/`, pathNot: [`^${src}/app/`, `^${src}/main\\.tsx$`] },
      to: { path: `^${src}/app/` },
    },
    {
      name: 'shared-never-imports-the-spa',
      comment: '@msc/shared is under the SPA and the API alike.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^frontend/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a cycle through types is still two modules that know each other.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      alias: Object.fromEntries(spaAreas.map((e) => [`#${e.name}`, path.join(__dirname, src, e.name)])),
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFiles: ['index'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
  },
};
