import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { withLocalMiddleware } from './client-middleware';

/** A client whose every call fails at once (nothing listens on port 1), counting what reaches its logger. */
function countingClient() {
  const logged: string[] = [];
  const client = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: 'http://127.0.0.1:1',
    credentials: { accessKeyId: 'unit', secretAccessKey: 'unit' },
    maxAttempts: 1,
    logger: {
      debug: () => undefined,
      info: () => logged.push('info'),
      warn: () => undefined,
      error: () => logged.push('error'),
    },
  });
  return { client, logged };
}

const getOne = (client: DynamoDBClient) =>
  DynamoDBDocumentClient.from(client)
    .send(new GetCommand({ TableName: 'unit', Key: { pk: '1' } }))
    .catch(() => undefined);

describe('the platform’s SDK clients', () => {
  it('leave out the SDK’s logger middleware, which filters every input and output for nothing', async () => {
    const plain = countingClient();
    await getOne(plain.client);
    // Without the change the SDK logs the failed call (and filters its input to do so).
    expect(plain.logged).toEqual(['error']);

    const platform = countingClient();
    await getOne(withLocalMiddleware(platform.client));
    expect(platform.logged).toEqual([]);
  });
});
