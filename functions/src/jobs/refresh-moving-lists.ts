import { REFRESH_MOVING_LISTS, refreshMovingLists } from '#retention/index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes monthly (see registry.ts). */
export const handler = jobHandler(REFRESH_MOVING_LISTS, refreshMovingLists);
