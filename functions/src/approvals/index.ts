/**
 * What other capabilities may use of approvals (the owner of the approval queue's records): checkout
 * writes an order awaiting approval into the queue in its placement transaction.
 */
export { approvalRequestTransactItems } from './approvals-store';
