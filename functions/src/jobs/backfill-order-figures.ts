import { BACKFILL_ORDER_FIGURES, backfillOrderFigures } from '#orders/jobs';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes weekly (see registry.ts). */
export const handler = jobHandler(BACKFILL_ORDER_FIGURES, () => backfillOrderFigures());
