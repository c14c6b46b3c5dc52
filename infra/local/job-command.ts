import { JOBS } from '@msc/functions/jobs/registry';
import { startLocalCloud } from './local-cloud';
import { localConfig } from './local-config';

/** `npm run job -- <name>`: runs one scheduled job once against the local data in .local/. */
async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const name = process.argv[2];
  const job = JOBS.find((candidate) => candidate.name === name);
  if (!job) {
    const names = JOBS.map((candidate) => candidate.name).join(', ') || '(none yet)';
    throw new Error(
      name ? `No job named "${name}". Jobs: ${names}` : `Usage: npm run job -- <name>. Jobs: ${names}`,
    );
  }
  const config = localConfig();
  const cloud = await startLocalCloud({ dataDir: config.LOCAL_DATA_DIR, port: 0, config });
  try {
    const started = Date.now();
    await job.run();
    console.log(`${job.name} finished in ${Date.now() - started} ms`);
  } finally {
    await cloud.stop();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
