import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { buildSync } from 'esbuild';
import { FUNCTIONS_DIR } from './paths';

/** What a Lambda's code can reach, read from the modules its handler really bundles. */
export interface CodeAccess {
  /** Some store the handler bundles writes to the table (put, create, update, patch, delete…). */
  writesTable: boolean;
  /**
   * The entities (`ENTITIES` keys of functions/src/platform/db.ts) that the writing stores name: what the
   * Lambda may write, by their partition keys (grants.ts).
   */
  writtenEntities: string[];
  /** The code changes the user's agency choice (identity-store's Change Agency writes on the user item). */
  choosesAgency: boolean;
  /** The code edits users' roles and memberships or disables them (identity-store's editUser, setUserDisabled). */
  administersUsers: boolean;
  /** The code saves an agency's company segment (identity-store's one write on an agency item). */
  savesCompanySegment: boolean;
  /** The code starts and ends impersonation sessions (identity-store's session writes). */
  managesImpersonation: boolean;
  /** Config keys of the buckets the code names. */
  buckets: ('ASSETS_BUCKET' | 'UPLOADS_BUCKET' | 'DOCUMENTS_BUCKET')[];
  /** The code stores the Admin Center's product and banner images (`storeAssetImage`) in the assets bucket. */
  writesAssets: boolean;
  /** The code starts or reads workflow executions. */
  startsWorkflows: boolean;
  /** The code sends email through SES (the email adapter). */
  sendsEmail: boolean;
  /** The code reads the Stripe keys secret (payments/payment-keys.ts). */
  readsPaymentKeys: boolean;
  /** The code derives the response codes of mailed pieces (functions/src/documents/response-code.ts). */
  readsResponseCodeKey: boolean;
  /** The code disables and enables users' sign-in in the user pool (admin/sign-in-access.ts). */
  managesSignIn: boolean;
  /** The modules of functions/src the handler bundles, for the curious. */
  modules: string[];
}

const STORE = /(^|\/)[a-z0-9-]+-store\.ts$/;
/**
 * The identity store's writes (linking a sub, auditing) and the attempts store's counters (every request
 * may count a usage limit, platform/usage-limit.ts) are granted separately, narrowly (grants.ts).
 */
const IDENTITY_STORE = 'src/platform/identity-store.ts';
const ATTEMPTS_STORE = 'src/platform/attempts-store.ts';
// `putEvery`/`deleteEvery` (platform/batch-calls.ts) make the batch call for the store that names the entity.
const WRITE_CALL =
  /\.(put|create|update|patch|upsert|delete|remove)\(|\btransaction\.write\b|\bbatchWrite\b|\b(putEvery|deleteEvery)\(/;
/** Where the names are defined rather than used. */
const DEFINITIONS = new Set(['src/platform/config.ts', 'src/platform/clients.ts']);
const BUCKETS = ['ASSETS_BUCKET', 'UPLOADS_BUCKET', 'DOCUMENTS_BUCKET'] as const;
/** Where `storeAssetImage` is defined: what calls it writes catalogue images. */
const ASSET_IMAGES = 'src/images/asset-images.ts';
/** Where every entity is listed by its service name: `user: UserEntity,`. */
const ENTITY_LIST = 'src/platform/db.ts';

/** `UserEntity` → `user`, from the one list of entities. */
function entityNames(functionsDir: string): Map<string, string> {
  const text = readFileSync(`${functionsDir}/${ENTITY_LIST}`, 'utf8');
  return new Map(
    [...text.matchAll(/^\s+(\w+): (\w+Entity),$/gm)].map(([, name, symbol]) => [symbol!, name!]),
  );
}

/**
 * The bundle's code by module: esbuild heads each module's code with a `// src/<path>` comment. A store
 * whose write functions no code of the Lambda calls is tree-shaken to its reads (or to nothing).
 */
function emittedModules(bundle: string): Map<string, string> {
  const modules = new Map<string, string>();
  const headings = [...bundle.matchAll(/^\/\/ (src\/\S+\.ts)$/gm)];
  headings.forEach((heading, index) => {
    const end = headings[index + 1]?.index ?? bundle.length;
    modules.set(heading[1]!, bundle.slice(heading.index, end));
  });
  return modules;
}

/**
 * Least privilege from the code itself (ASVS V13.2.2): bundle the handler the way CDK does (only our
 * modules, packages left out) and look at what the bundled stores and modules touch. A new capability,
 * or a store that starts writing, changes its grants with no list to keep.
 */
export function codeAccess(entry: string, functionsDir = FUNCTIONS_DIR): CodeAccess {
  const { metafile, outputFiles } = buildSync({
    entryPoints: [entry],
    absWorkingDir: functionsDir,
    bundle: true,
    write: false,
    metafile: true,
    // Unminified, so the output keeps each module's `// src/…` heading: what a store writes is read from
    // the code the bundle holds of it, not from its whole file.
    minify: false,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'access-probe',
    logLevel: 'silent',
  });
  // Only the modules that put code in the bundle: one whose exports are all unused adds nothing (tree
  // shaking; the stores' `storeDb` calls are marked pure for this), so its writes are not the Lambda's.
  const bundled = Object.values(metafile.outputs).flatMap((output) =>
    Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
  const modules = [...new Set(bundled)]
    .map((input) => relative(functionsDir, `${functionsDir}/${input}`).replace(/^functions\//, ''))
    .filter((path) => path.startsWith('src/'));
  const text = (path: string) => readFileSync(`${functionsDir}/${path}`, 'utf8');
  const used = modules.filter((path) => !DEFINITIONS.has(path)).map((path) => ({ path, text: text(path) }));
  const emitted = emittedModules(outputFiles.map((file) => file.text).join('\n'));
  const writers = used
    .filter(({ path }) => STORE.test(path) && path !== IDENTITY_STORE && path !== ATTEMPTS_STORE)
    .map(({ path }) => ({ path, text: emitted.get(path) ?? '' }))
    .filter(({ text }) => WRITE_CALL.test(text));
  const names = entityNames(functionsDir);
  const callsIdentityStore = (name: string) =>
    used.some(({ path, text }) => path !== IDENTITY_STORE && new RegExp(`\\b${name}\\(`).test(text));
  const written = new Set(
    writers.flatMap(({ text }) =>
      // A name the bundle had to rename (`OrderEntity2`) is still the entity.
      [...text.matchAll(/\b([A-Z]\w*?Entity)\d*\b/g)].flatMap(([, symbol]) => names.get(symbol!) ?? []),
    ),
  );
  return {
    writesTable: writers.length > 0 || written.size > 0,
    writtenEntities: [...written].sort(),
    buckets: BUCKETS.filter((bucket) => used.some(({ text }) => text.includes(bucket))),
    writesAssets: used.some(({ path, text }) => path !== ASSET_IMAGES && /\bstoreAssetImage\(/.test(text)),
    startsWorkflows: used.some(({ text }) => /STATE_MACHINE_ARN_|StartExecution|startWorkflow/.test(text)),
    choosesAgency: callsIdentityStore('saveAgencyChoice') || callsIdentityStore('clearCurrentAgency'),
    savesCompanySegment: callsIdentityStore('saveCompanySegment'),
    administersUsers: callsIdentityStore('editUser') || callsIdentityStore('setUserDisabled'),
    managesImpersonation:
      callsIdentityStore('createImpersonationSession') || callsIdentityStore('endImpersonationSession'),
    sendsEmail: used.some(({ text }) => text.includes('SendEmailCommand')),
    readsPaymentKeys: used.some(({ text }) => text.includes('STRIPE_KEYS_SECRET_ARN')),
    managesSignIn: used.some(({ text }) => text.includes('AdminDisableUserCommand')),
    readsResponseCodeKey: used.some(({ text }) => text.includes('RESPONSE_CODE_SECRET_ARN')),
    modules,
  };
}
