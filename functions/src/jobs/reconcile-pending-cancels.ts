import { RECONCILE_PENDING_CANCELS, reconcilePendingCancels } from '#orders/jobs';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes every 5 minutes (see registry.ts). */
export const handler = jobHandler(RECONCILE_PENDING_CANCELS, () => reconcilePendingCancels());
