import { type LocalCloud, startLocalCloud } from './local-cloud';
import { localConfig } from './local-config';

/**
 * The frame of a one-off command against the local data in .local/ (`npm run job`, `npm run invoke`):
 * reads its arguments (`prepare`, before anything starts, so a usage error is instant), starts the local
 * cloud, runs the work, always stops it, and reports a failure in one line.
 */
export function runLocalCommand<Input>(
  prepare: () => Input,
  work: (input: Input, cloud: LocalCloud) => Promise<void>,
): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const run = async () => {
    const input = prepare();
    const config = localConfig();
    const cloud = await startLocalCloud({ dataDir: config.LOCAL_DATA_DIR, port: 0, config });
    try {
      await work(input, cloud);
    } finally {
      await cloud.stop();
    }
  };
  run().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
