import { RENEW_APPROVAL_HOLDS_JOB, renewApprovalHolds } from '#approvals/jobs';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes daily (see registry.ts): card holds of orders awaiting approval. */
export const handler = jobHandler(RENEW_APPROVAL_HOLDS_JOB, () => renewApprovalHolds());
