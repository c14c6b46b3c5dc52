import { LOAD_NEW_POLICIES, loadNewPolicies } from '#results/index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes daily (see registry.ts). */
export const handler = jobHandler(LOAD_NEW_POLICIES, loadNewPolicies);
