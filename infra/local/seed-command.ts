import { resolve } from 'node:path';
import { localConfig, REPO_ROOT } from './local-config';
import { dataDirInUse, prepareLocalData } from './local-data';
import { seedDemoData, seedScaleFromEnv } from './seed';

/**
 * `npm run seed [-- --scale N] [--profile busy]`: starts the emulators on the persistent data dir (LOCAL_DATA_DIR, like
 * `npm start`), seeds the demo data (forced: every item is written again and overwrites its earlier
 * self), prints the counts and the time, and stops. `--scale 10` multiplies the policyholders and what
 * follows from them, for load tests (`--scale 0.1` shrinks them; SEED_SCALE sets the default, for
 * `npm start` too). `--profile busy` adds the busy agency (seed/busy-agency.ts). Wiping the data (`--fresh`) stays with `npm start`.
 */
const USAGE = 'Usage: npm run seed [-- --scale <number above 0, at most 100>] [--profile busy]';

/** `--name value` or `--name=value`: the value, else undefined. */
function option(argv: string[], index: number, name: string): [string | undefined, number] {
  const arg = argv[index]!;
  if (arg === `--${name}`) return [argv[index + 1], index + 1];
  return [arg.startsWith(`--${name}=`) ? arg.slice(name.length + 3) : undefined, index];
}

function parseArgs(argv: string[]): { scale: number; profile?: 'busy' } {
  let scale = seedScaleFromEnv();
  let profile: 'busy' | undefined;
  for (let index = 0; index < argv.length; index++) {
    const [scaleValue, afterScale] = option(argv, index, 'scale');
    const [profileValue, afterProfile] = option(argv, index, 'profile');
    if (scaleValue !== undefined) {
      scale = Number(scaleValue);
      if (!Number.isFinite(scale) || scale <= 0 || scale > 100)
        throw new Error(`Invalid scale '${scaleValue}'. ${USAGE}`);
      index = afterScale;
    } else if (profileValue !== undefined) {
      if (profileValue !== 'busy') throw new Error(`Unknown profile '${profileValue}'. ${USAGE}`);
      profile = profileValue;
      index = afterProfile;
    } else throw new Error(`Unknown argument '${argv[index]}'. ${USAGE}`);
  }
  return { scale, profile };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { scale, profile } = parseArgs(process.argv.slice(2));
  const config = localConfig();
  const dataDir = resolve(REPO_ROOT, config.LOCAL_DATA_DIR);
  if (dataDirInUse(dataDir)) {
    throw new Error(
      `${dataDir} is in use (is \`npm start\` running?): stop it, then run \`npm run seed\` again.`,
    );
  }
  const started = Date.now();
  console.log(`Seeding ${dataDir} at scale ${scale}${profile ? ` with the ${profile} profile` : ''}…`);
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
      profile,
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
    if (result.busy) {
      console.log('\nBusy agency items:');
      for (const [name, count] of Object.entries(result.busy.counts))
        console.log(`  ${name.padEnd(width)}  ${count?.toLocaleString('en-US')}`);
      console.log(`  written in ${seconds(result.busy.ms)}`);
    }
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
