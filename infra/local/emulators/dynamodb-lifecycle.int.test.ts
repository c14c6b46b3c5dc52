import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CreateTableCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDynamoDbClient, startDynamoDb } from './dynamodb';
import { freePort } from './free-port';
import { dynamoDbJavaPids } from './java-processes';

const waitFor = async (check: () => boolean, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
};

describe('DynamoDB Local lifecycle', () => {
  const tempDirs: string[] = [];
  afterAll(async () => {
    await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('keeps tables across restarts when given a dataDir', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dynamodb-data-'));
    tempDirs.push(dataDir);

    const first = await startDynamoDb({ port: await freePort(), dataDir });
    const client = createLocalDynamoDbClient(first.endpoint);
    await client.send(
      new CreateTableCommand({
        TableName: 'persisted',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    client.destroy();
    await first.stop();

    const second = await startDynamoDb({ port: await freePort(), dataDir });
    try {
      const again = createLocalDynamoDbClient(second.endpoint);
      const { TableNames } = await again.send(new ListTablesCommand({}));
      again.destroy();
      expect(TableNames).toEqual(['persisted']);
    } finally {
      await second.stop();
    }
  });

  it('ends the JVM when the Node process that started it gets SIGTERM', async () => {
    const port = await freePort();
    const fixture = new URL('./dynamodb-child.fixture.ts', import.meta.url).pathname;
    const node = spawn(process.execPath, ['--import', 'tsx', fixture, String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: node.stdout }).once('line', resolve);
        node.once('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
      });
      expect(JSON.parse(firstLine)).toMatchObject({ ready: true });
      expect(dynamoDbJavaPids(port)).toHaveLength(1);

      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        node.once('exit', (_code, signal) => resolve(signal)),
      );
      node.kill('SIGTERM');
      // Our handler kills the JVM, then re-raises so Node still dies "by SIGTERM" as it would by default.
      expect(await exited).toBe('SIGTERM');
      expect(await waitFor(() => dynamoDbJavaPids(port).length === 0, 5_000)).toBe(true);
    } finally {
      node.kill('SIGKILL');
      for (const pid of dynamoDbJavaPids(port)) process.kill(pid, 'SIGKILL');
    }
  });
});
