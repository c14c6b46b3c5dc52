import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalCloud } from './local-cloud';
import { localConfig, REPO_ROOT } from './local-config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';

const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');

async function main() {
  // The SDK's notice about its future Node 22 requirement is noise for a local run on Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const config = localConfig();
  if (!dev && !existsSync(join(REPO_ROOT, 'frontend/dist/index.html'))) {
    throw new Error('The SPA is not built: run `npm start` (it builds first) or `npm run build:web`.');
  }
  console.log(`Starting the local cloud${args.has('--fresh') ? ' (fresh: data wiped)' : ''}…`);
  const cloud = await startLocalCloud({
    dataDir: config.LOCAL_DATA_DIR,
    fresh: args.has('--fresh'),
    // The journeys' stack (frontend/playwright.config.ts): fresh data that need not outlive the run.
    tableInMemory: args.has('--in-memory'),
    dev,
    log: (line) => console.log(line),
    config,
  });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    await cloud.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  console.log(`\nThe portal is ready at ${cloud.url}\n`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.email.padEnd(width)}  ${account.description}`);
  console.log('\nCtrl-C stops everything.');
}

main().catch((error: Error) => {
  // One line, not a stack trace: the message says what to do (e.g. install Java).
  console.error(`\n${error.message}`);
  process.exit(1);
});
