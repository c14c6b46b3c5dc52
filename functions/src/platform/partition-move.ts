import { ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from '#data/table-definition';
import { dynamoClient } from './clients';
import { config } from './config';

/** Items of these entities keyed `from…` before they had a partition of their own, keyed `to…` since. */
interface PartitionMove {
  entities: readonly string[];
  from: string;
  to: string;
}

/**
 * The partitions items were moved out of, so that IAM's `dynamodb:LeadingKeys` can keep other writers away
 * from them: users and memberships (data/identity-partition.ts), agencies (data/agency-partition.ts).
 */
export const PARTITION_MOVES = {
  identity: { entities: ['user', 'agencyMembership'], from: '$msc#username_', to: '$msc#identity#username_' },
  agency: { entities: ['agency'], from: '$msc#agencyid_', to: '$msc#agency#agencyid_' },
} as const satisfies Record<string, PartitionMove>;

export type PartitionMoveName = keyof typeof PARTITION_MOVES;
export const PARTITION_MOVE_NAMES = Object.keys(PARTITION_MOVES) as PartitionMoveName[];

/**
 * One-time move of the items a stack wrote before their entities had their own partition: each item is
 * written under its new key and the old one deleted in one transaction. Safe to run again, and while the
 * portal serves: an item already moved is not found again. Answers how many items moved.
 */
export async function movePartitionItems(
  name: PartitionMoveName,
  tableName = config().TABLE_NAME,
): Promise<number> {
  const { entities, from, to } = PARTITION_MOVES[name];
  const { partitionKey, sortKey } = TABLE_KEYS;
  const entityValues = Object.fromEntries(entities.map((entity, index) => [`:entity${index}`, entity]));
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: `begins_with(#pk, :from) AND #entity IN (${Object.keys(entityValues).join(', ')})`,
        ExpressionAttributeNames: { '#pk': partitionKey, '#entity': '__edb_e__' },
        ExpressionAttributeValues: { ':from': from, ...entityValues },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const oldKey = { [partitionKey]: item[partitionKey], [sortKey]: item[sortKey] };
      const newPk = to + String(item[partitionKey]).slice(from.length);
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
