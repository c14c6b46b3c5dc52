import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The physical single table. CDK (infra/aws) and the local emulator setup both create it from this
 * definition, so they cannot drift. Entities map their access patterns onto these overloaded indexes.
 */
export const TABLE_KEYS = { partitionKey: 'pk', sortKey: 'sk' } as const;

export const GLOBAL_SECONDARY_INDEXES = [
  { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  /** Sparse: only items with something left to do after they were written (orders to settle). */
  { indexName: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  /** Sparse: orders by their ordinal among a user's orders for one agency (order history's pages). */
  { indexName: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  /**
   * gsi5's keys with only what the order history's filters read (about 150 bytes an order where gsi5 holds
   * the whole order): a filtered page counts its matches over these, then reads its own orders whole.
   */
  {
    indexName: 'gsi5filters',
    partitionKey: 'gsi5pk',
    sortKey: 'gsi5sk',
    nonKeyAttributes: ['orderId', 'orderStatusCode', 'shippingStatus', 'programTypes'],
  },
] as const satisfies readonly GlobalSecondaryIndex[];

interface GlobalSecondaryIndex {
  indexName: string;
  partitionKey: string;
  sortKey: string;
  /** Projected beside the keys; without it the index holds whole items. */
  nonKeyAttributes?: readonly string[];
}

/** What an index holds of each item, as CreateTable and CloudFormation spell it. */
export function projectionOf(index: GlobalSecondaryIndex) {
  return index.nonKeyAttributes
    ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.nonKeyAttributes] }
    : { ProjectionType: 'ALL' as const };
}

/** Epoch-seconds attribute DynamoDB expires items by (impersonation sessions, idempotency records). */
export const TTL_ATTRIBUTE = 'ttl';

/** Every key attribute is a string (named once, though two indexes share gsi5's). */
export const KEY_ATTRIBUTES = [
  ...new Set([
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...GLOBAL_SECONDARY_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ]),
];

/** The CreateTable request for this definition (DynamoDB Local, tests); CDK builds the same shape. */
export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: GLOBAL_SECONDARY_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: projectionOf(index),
    })),
  };
}
