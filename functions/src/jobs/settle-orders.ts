import { SETTLE_ORDERS_JOB, settleOrders } from '#checkout/index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes every 5 minutes (see registry.ts): the reconciler of placed orders. */
export const handler = jobHandler(SETTLE_ORDERS_JOB, settleOrders);
