import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createLocalDynamoDbClient, createLocalS3Client, freePort, startEmulators } from './index';
import { dynamoDbJavaPids } from './java-processes';

const portOf = (endpoint: string) => Number(new URL(endpoint).port);

describe('startEmulators', () => {
  it('starts DynamoDB Local, s3rver and cognito-local together and stops them all, data dir included', async () => {
    const emulators = await startEmulators({
      buckets: ['images', 'uploads'],
      corsOrigins: ['http://localhost:3000'],
    });
    const dynamoPort = portOf(emulators.dynamodbEndpoint);
    try {
      const dynamo = createLocalDynamoDbClient(emulators.dynamodbEndpoint);
      expect((await dynamo.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      dynamo.destroy();

      const s3 = createLocalS3Client(emulators.s3Endpoint);
      const { Buckets } = await s3.send(new ListBucketsCommand({}));
      s3.destroy();
      expect(Buckets?.map((bucket) => bucket.Name).sort()).toEqual(['images', 'uploads']);

      expect(existsSync(`${emulators.dataDir}/s3`)).toBe(true);
      const health = await fetch(`${emulators.cognitoEndpoint}/health`);
      expect(await health.json()).toEqual({ ok: true });
    } finally {
      await emulators.stop();
      await emulators.stop();
    }
    expect(dynamoDbJavaPids(dynamoPort)).toEqual([]);
    // Ephemeral run: the temp data directory goes away with the emulators.
    expect(existsSync(emulators.dataDir)).toBe(false);
    await expect(fetch(`${emulators.cognitoEndpoint}/health`)).rejects.toThrow();
  });

  it('fails as a whole and leaves nothing running when one emulator cannot start', async () => {
    const dynamodb = await freePort();
    // Hold the S3 port so s3rver fails with EADDRINUSE while the JVM starts fine.
    const blocker: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const address = blocker.address();
    const s3 = typeof address === 'object' && address ? address.port : 0;
    try {
      await expect(
        startEmulators({ ports: { dynamodb, s3 }, buckets: ['uploads'], corsOrigins: [] }),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(dynamoDbJavaPids(dynamodb)).toEqual([]);
    } finally {
      blocker.close();
    }
  });
});
