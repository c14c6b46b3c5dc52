import {
  BatchGetCommand,
  BatchWriteCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '#platform/clients';
import { config } from '#platform/config';
import { useFreshTable } from '../test/fresh-table';

/**
 * DynamoDB's limits, asked of DynamoDB Local as the portal's code meets them: each test fails if the
 * emulator lets through what DynamoDB refuses, or refuses it for another reason (README, "AWS rules on the
 * laptop"). The messages are DynamoDB's own.
 */
const KB = 1024;
let table = '';
const item = (pk: string, sk: string, bytes = 0) => ({
  pk,
  sk,
  ...(bytes ? { data: 'x'.repeat(bytes) } : {}),
});
const put = (pk: string, sk: string, bytes = 0) => ({ Put: { TableName: table, Item: item(pk, sk, bytes) } });

beforeAll(async () => {
  await useFreshTable();
  table = config().TABLE_NAME;
});

describe('DynamoDB limits held by DynamoDB Local', () => {
  it('refuses an item over 400 KB', async () => {
    await expect(
      dynamoClient().send(new PutCommand({ TableName: table, Item: item('big', 'one', 401 * KB) })),
    ).rejects.toThrow(/Item size has exceeded the maximum allowed size/);
  });

  it('refuses a transaction of more than 100 writes', async () => {
    const writes = Array.from({ length: 101 }, (_, index) => put('tx', `w${index}`));
    await expect(dynamoClient().send(new TransactWriteCommand({ TransactItems: writes }))).rejects.toThrow(
      /length less than or equal to 100/,
    );
  });

  it('refuses a transaction over 4 MB in all', async () => {
    // Eleven writes of 390 KB: each item fits, the transaction (about 4.2 MB) does not.
    const writes = Array.from({ length: 11 }, (_, index) => put('tx-size', `w${index}`, 390 * KB));
    await expect(dynamoClient().send(new TransactWriteCommand({ TransactItems: writes }))).rejects.toThrow(
      /Transaction payload size cannot exceed 4MB/,
    );
  });

  it('refuses a transaction that writes one item twice (stores adding writes of their own to one transaction)', async () => {
    const writes = [put('tx-twice', 'same'), put('tx-twice', 'same')];
    await expect(dynamoClient().send(new TransactWriteCommand({ TransactItems: writes }))).rejects.toThrow(
      /multiple operations on one item/,
    );
  });

  it('refuses a batch write of more than 25 items', async () => {
    const requests = Array.from({ length: 26 }, (_, index) => ({
      PutRequest: { Item: item('batch', `w${index}`) },
    }));
    await expect(
      dynamoClient().send(new BatchWriteCommand({ RequestItems: { [table]: requests } })),
    ).rejects.toThrow(/Too many items requested for the BatchWriteItem call/);
  });

  it('refuses a batch get of more than 100 keys', async () => {
    const keys = Array.from({ length: 101 }, (_, index) => ({ pk: 'batch', sk: `k${index}` }));
    await expect(
      dynamoClient().send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } })),
    ).rejects.toThrow(/Too many items requested for the BatchGetItem call/);
  });

  it('answers a query with at most 1 MB of items a page, and the key to go on', async () => {
    // Six items of 300 KB in one partition, 1.8 MB: a page holds what fits in 1 MB (the item that crosses
    // the line is the page's last, as DynamoDB does it).
    for (let index = 0; index < 6; index++) {
      await dynamoClient().send(
        new PutCommand({ TableName: table, Item: item('page', `i${index}`, 300 * KB) }),
      );
    }
    const page = await dynamoClient().send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'page' },
      }),
    );
    expect(page.Items?.length).toBeGreaterThan(0);
    expect(page.Items?.length).toBeLessThanOrEqual(4);
    expect(page.LastEvaluatedKey).toBeDefined();
  });
});
