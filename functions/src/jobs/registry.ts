import type { JobRun } from '@msc/shared/model/job-run';
import { RENEW_APPROVAL_HOLDS_JOB, renewApprovalHolds } from '#approvals/jobs';
import { SETTLE_ORDERS_JOB, settleOrders } from '#checkout/index';
import { MAIL_DROPS_JOB, mailDueDrops } from '#mail-tracking/index';
import {
  BACKFILL_ORDER_FIGURES,
  backfillOrderFigures,
  RECONCILE_PENDING_CANCELS,
  reconcilePendingCancels,
} from '#orders/jobs';
import { INDEX_SEARCH, indexSearch } from '#platform/search-indexing-store';
import { LOAD_NEW_POLICIES, loadNewPolicies } from '#results/index';
import { type RunOptions, refreshMovingLists, refreshWinBackLists } from '#retention/index';

/** A scheduled job: EventBridge Scheduler in AWS, the in-process scheduler on a laptop, `npm run job -- <name>`. */
export interface JobDefinition {
  name: string;
  /** EventBridge schedule expression, e.g. `cron(0 6 1 * ? *)` or `rate(1 day)`. */
  schedule: string;
  /** Handler file relative to the functions workspace (CDK bundles it). */
  entry: string;
  /** Resolves with the run record (skipped runs too); rejects when the run failed. */
  run: (options?: RunOptions) => Promise<JobRun>;
}

/** Every scheduled job; CDK and the local runtime both read this list. */
export const JOBS: JobDefinition[] = [
  {
    // The provider's Moving feed lands early on the 1st; the refresh runs once it is there.
    name: 'refresh-moving-lists',
    schedule: 'cron(0 6 1 * ? *)',
    entry: 'src/jobs/refresh-moving-lists.ts',
    run: refreshMovingLists,
  },
  {
    name: 'refresh-win-back-lists',
    schedule: 'cron(30 6 * * ? *)',
    entry: 'src/jobs/refresh-win-back-lists.ts',
    run: refreshWinBackLists,
  },
  {
    // The carrier's new-policy feed lands overnight; the load credits each policy to the drop that earned it.
    name: LOAD_NEW_POLICIES,
    schedule: 'cron(0 7 * * ? *)',
    entry: 'src/jobs/load-new-policies.ts',
    run: loadNewPolicies,
  },
  {
    // Drop cancels left under way (marker written, the request gone): finished or rolled back within minutes.
    name: RECONCILE_PENDING_CANCELS,
    schedule: 'rate(5 minutes)',
    entry: 'src/jobs/reconcile-pending-cancels.ts',
    run: () => reconcilePendingCancels(),
  },
  {
    // The reconciler of placed orders: captures what was left Authorized, writes recipient rows never written.
    name: SETTLE_ORDERS_JOB,
    schedule: 'rate(5 minutes)',
    entry: 'src/jobs/settle-orders.ts',
    run: settleOrders,
  },
  {
    // Orders awaiting approval whose card hold lapses within a day and a half: renewed, or released.
    name: RENEW_APPROVAL_HOLDS_JOB,
    schedule: 'cron(0 7 * * ? *)',
    entry: 'src/jobs/renew-approval-holds.ts',
    run: () => renewApprovalHolds(),
  },
  {
    // The agencies' order figures (home's top picks, the order reports) written anew from their orders:
    // weekly, and by hand once after the deploy that brings them (docs/operations.md).
    name: BACKFILL_ORDER_FIGURES,
    schedule: 'cron(0 4 ? * SUN *)',
    entry: 'src/jobs/backfill-order-figures.ts',
    run: () => backfillOrderFigures(),
  },
  {
    // The drops whose mail date has come get their mailed pieces, each with its IMb (before the mail house's day).
    name: MAIL_DROPS_JOB,
    schedule: 'cron(0 5 ? * MON-FRI *)',
    entry: 'src/jobs/mail-drops.ts',
    run: () => mailDueDrops(),
  },
  {
    // Users come from the company's directory and agencies from the agency feed: those new or renamed since
    // get their words in the staff searches' index (nightly, and by hand once after the deploy that brings
    // it: docs/operations.md).
    name: INDEX_SEARCH,
    schedule: 'cron(30 3 * * ? *)',
    entry: 'src/jobs/index-search.ts',
    run: () => indexSearch(),
  },
];
