import { ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#data/table-definition';
import { dynamoClient } from './clients';
import { config } from './config';

const SHARED_PREFIX = '$msc#username_';
const IDENTITY_PREFIX = '$msc#identity#username_';
const IDENTITY_ENTITIES = ['user', 'agencyMembership'];

/**
 * One-time move of the users and memberships a stack wrote before they had their own partition
 * (identity-partition.ts): each item is written under its new key and the old one deleted in one
 * transaction. Safe to run again, and while the portal serves: an item already moved is not found again.
 */
export async function moveIdentityItems(tableName = config().TABLE_NAME): Promise<number> {
  const { partitionKey, sortKey } = TABLE_KEYS;
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'begins_with(#pk, :shared) AND #entity IN (:user, :membership)',
        ExpressionAttributeNames: { '#pk': partitionKey, '#entity': '__edb_e__' },
        ExpressionAttributeValues: {
          ':shared': SHARED_PREFIX,
          ':user': IDENTITY_ENTITIES[0],
          ':membership': IDENTITY_ENTITIES[1],
        },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const oldKey = { [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] };
      const newPk = IDENTITY_PREFIX + String(item[partitionKey]).slice(SHARED_PREFIX.length);
      await dynamoClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { ...item, [partitionKey]: newPk } } },
            { Delete: { TableName: tableName, Key: oldKey } },
          ],
        }),
      );
      moved++;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return moved;
}
