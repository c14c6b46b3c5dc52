import { CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDynamoDbClient, type DynamoDbHandle, startDynamoDb } from './dynamodb';
import { freePort } from './free-port';
import { dynamoDbJavaPids } from './java-processes';

describe('startDynamoDb (in memory)', () => {
  let port: number;
  let dynamo: DynamoDbHandle;

  beforeAll(async () => {
    port = await freePort();
    dynamo = await startDynamoDb({ port });
  });
  afterAll(() => dynamo?.stop());

  it('answers table and item calls on its endpoint', async () => {
    const client = createLocalDynamoDbClient(dynamo.endpoint);
    await client.send(
      new CreateTableCommand({
        TableName: 'things',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }],
      }),
    );
    await client.send(new PutItemCommand({ TableName: 'things', Item: { pk: { S: 'a' }, n: { N: '42' } } }));
    const { Item } = await client.send(new GetItemCommand({ TableName: 'things', Key: { pk: { S: 'a' } } }));
    expect(Item).toEqual({ pk: { S: 'a' }, n: { N: '42' } });
    client.destroy();
  });

  it('shares one database across credentials and regions (sharedDb)', async () => {
    // DynamoDB Local 3.x only accepts access key ids made of letters and digits.
    const other = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'eu-west-1',
      credentials: { accessKeyId: 'someoneElse', secretAccessKey: 'x' },
    });
    const { Item } = await other.send(new GetItemCommand({ TableName: 'things', Key: { pk: { S: 'a' } } }));
    expect(Item?.n).toEqual({ N: '42' });
    other.destroy();
  });

  it('leaves no java process behind after stop()', async () => {
    expect(dynamoDbJavaPids(port)).toHaveLength(1);
    await dynamo.stop();
    await dynamo.stop(); // idempotent
    expect(dynamoDbJavaPids(port)).toEqual([]);
  });
});
