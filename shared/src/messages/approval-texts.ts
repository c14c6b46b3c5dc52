/**
 * Orders awaiting approval (status 2, shown as In Progress): the Admin Center's approval queue, the
 * decision an agent reads on the order page and in the e-mail. The spec gives the status and the review
 * page's warning only (`notices.orderRequiresApproval`), so every text here is ours (`messages-ours.ts`).
 */
export const approvalTexts = {
  title: 'Approvals',
  subtitle:
    'Orders with a product that requires approval wait here, their payment held on the card. Approving captures it; rejecting releases it and tells the agent why.',
  none: 'No orders are waiting for approval.',
  loadMore: 'Show more',
  orderNumber: 'Order number',
  placed: 'Placed',
  agent: 'Agent',
  agency: 'Agency',
  total: 'Total',
  placedBy: 'Placed by',
  holdLapses: 'Hold lapses',
  approve: 'Approve',
  reject: 'Reject',
  rejectTitle: 'Reject this order',
  reason: 'Reason for rejection',
  reasonRequired: 'Enter the reason the agent will read.',
  reasonTooLong: 'Keep the reason under 500 characters.',
  confirmReject: 'Reject order',
  cancel: 'Cancel',
  approved: (orderNumber: string) => `Order ${orderNumber} approved: its payment was captured.`,
  rejected: (orderNumber: string) => `Order ${orderNumber} rejected: its payment hold was released.`,
  /** The order page's line about the decision. */
  outcome: {
    Approved: 'Approved',
    Rejected: 'Not approved',
    Released: 'Released: the payment hold lapsed before the order was approved',
  },
  reasonLabel: 'Reason',
  /** The e-mail that tells the agent. */
  emailSubject: (orderNumber: string) => `Your order ${orderNumber} was not approved`,
  emailRejected: (orderNumber: string) =>
    `Your order ${orderNumber} was not approved, and the payment held on your card has been released.`,
  emailReleased: (orderNumber: string) =>
    `Your order ${orderNumber} could not be kept waiting for approval: the payment held on your card lapsed and could not be renewed, so the order was released and nothing was charged.`,
  emailReleasedSubject: (orderNumber: string) => `Your order ${orderNumber} was released`,
  /** The reason recorded on an order released when its hold lapsed. */
  releasedReason: 'The payment hold lapsed and could not be renewed on the card.',
} as const;
