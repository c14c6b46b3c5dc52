import { resolve } from 'node:path';
import { localConfig, REPO_ROOT } from './local-config';
import { dataDirInUse, prepareLocalData } from './local-data';
import { seedDemoData, seedScaleFromEnv } from './seed';

/**
 * `npm run seed [-- --scale N]`: starts the emulators on the persistent data dir (LOCAL_DATA_DIR, like
 * `npm start`), seeds the demo data (forced: every item is written again and overwrites its earlier
 * self), prints the counts and the time, and stops. `--scale 10` multiplies the policyholders and what
 * follows from them, for load tests (`--scale 0.1` shrinks them; SEED_SCALE sets the default, for
 * `npm start` too). Wiping the data (`--fresh`) stays with `npm start`.
 */
const USAGE = 'Usage: npm run seed [-- --scale <number above 0, at most 100>]';

function parseScale(argv: string[]): number {
  let scale = seedScaleFromEnv();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const value = arg === '--scale' ? argv[++index] : arg.startsWith('--scale=') ? arg.slice(8) : undefined;
    if (value === undefined) throw new Error(`Unknown argument '${arg}'. ${USAGE}`);
    scale = Number(value);
    if (!Number.isFinite(scale) || scale <= 0 || scale > 100)
      throw new Error(`Invalid scale '${value}'. ${USAGE}`);
  }
  return scale;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const scale = parseScale(process.argv.slice(2));
  const config = localConfig();
  const dataDir = resolve(REPO_ROOT, config.LOCAL_DATA_DIR);
  if (dataDirInUse(dataDir)) {
    throw new Error(
      `${dataDir} is in use (is \`npm start\` running?): stop it, then run \`npm run seed\` again.`,
    );
  }
  const started = Date.now();
  console.log(`Seeding ${dataDir} at scale ${scale}…`);
  const origins = [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
  const data = await prepareLocalData({ config, dataDir, corsOrigins: origins });
  const ready = Date.now();
  try {
    const result = await seedDemoData({
      s3: data.s3,
      assetsBucket: config.ASSETS_BUCKET,
      ensureSignIn: data.ensureSignIn,
      force: true,
      scale,
      log: (line) => console.log(line),
    });
    const counts = Object.entries(result.counts ?? {}).sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(...counts.map(([name]) => name.length));
    console.log('\nItems written:');
    for (const [name, count] of counts)
      console.log(`  ${name.padEnd(width)}  ${count?.toLocaleString('en-US')}`);
    console.log(
      `  (${result.zipCodes?.toLocaleString('en-US')} ZIP codes in the zipCodeArea/zipCodeCell buckets; ${result.files} files in ${config.ASSETS_BUCKET})`,
    );
    console.log(
      `\nDone in ${seconds(Date.now() - started)}: emulators ${seconds(ready - started)}, seeding ${seconds(result.ms ?? 0)}.`,
    );
  } finally {
    await data.stop();
  }
}

main().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
