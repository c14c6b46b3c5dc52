import { backfillOrdinals } from '@msc/functions/orders/index';

/**
 * Once per stack deployed before orders had ordinals (order history's pages, issue 44), right after that
 * deploy: `APP_ENV=aws TABLE_NAME=<the stack's table> npx tsx infra/aws/backfill-order-ordinals.ts` with
 * credentials for the account. Numbers every user's orders per agency by date and writes their counters;
 * safe while the portal serves and to run again. Until it has run, order history lists only the orders
 * placed since the deploy.
 */
await backfillOrdinals((line) => console.log(line));
