import {
  movePartitionItems,
  PARTITION_MOVE_NAMES,
  type PartitionMoveName,
} from '@msc/functions/platform/partition-move';

/**
 * Once per stack deployed before users and memberships (`identity`) or agencies (`agency`) had their own
 * partition, right after that deploy: `APP_ENV=aws TABLE_NAME=<the stack's table> npx tsx
 * infra/aws/move-partition-items.ts [identity|agency]` with credentials for the account (no name: every
 * move). Until it has run, those users cannot sign in, or those agencies are not found (their items are
 * not where the code reads).
 */
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !PARTITION_MOVE_NAMES.includes(name as PartitionMoveName));
if (unknown.length > 0) {
  console.error(`No partition move named ${unknown.join(', ')}: one of ${PARTITION_MOVE_NAMES.join(', ')}.`);
  process.exit(1);
}
for (const name of asked.length > 0 ? (asked as PartitionMoveName[]) : PARTITION_MOVE_NAMES) {
  const moved = await movePartitionItems(name);
  console.log(`${moved} items moved to the ${name} partition.`);
}
