/**
 * What the job registry runs of approvals: the renewal of the card holds of orders awaiting approval. An
 * entry of its own, so checkout (which writes the queue's records through index.ts) never bundles it.
 */
export { RENEW_APPROVAL_HOLDS_JOB, renewApprovalHolds } from './renew-holds';
