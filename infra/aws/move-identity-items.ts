import { moveIdentityItems } from '@msc/functions/platform/identity-partition-move';

/**
 * Once per stack deployed before users and memberships had their own partition, right after that deploy:
 * `APP_ENV=aws TABLE_NAME=<the stack's table> npx tsx infra/aws/move-identity-items.ts` with credentials
 * for the account. Until it has run, those users cannot sign in (their items are not where the code reads).
 */
const moved = await moveIdentityItems();
console.log(`${moved} user and membership items moved to the identity partition.`);
