import { DROP_CHANGE_LEAD_BUSINESS_DAYS } from '../rules/constants';

/**
 * Changing a drop of a placed order on its order page: ours, the spec gives no wording beyond the help text
 * (orders are changed by phone, support hours), which `notices` holds and these texts reuse.
 */
export const dropChangeTexts = {
  dropsOf: (product: string) => `Drops of ${product}`,
  dropHeader: 'Drop',
  mailDateHeader: 'Mail Date',
  quantityHeader: 'Quantity',
  priceHeader: 'Price',
  status: {
    Scheduled: 'Scheduled',
    InProduction: 'In Production',
    Mailed: 'Mailed',
    Canceled: 'Canceled',
    /** Its cancel is under way (the refund is being made): it is not mailed. */
    CancelPending: 'Cancel Pending',
  },
  statusHeader: 'Status',
  actionsHeader: 'Change',
  move: 'Move',
  cancel: 'Cancel Drop',
  moveTitle: (dropNumber: number) => `Move drop ${dropNumber}`,
  moveLabel: 'New mail date',
  moveHint: `Weekdays at least ${DROP_CHANGE_LEAD_BUSINESS_DAYS} business days ahead, within the drop window.`,
  moveConfirm: 'Move Drop',
  keep: 'Keep Drop',
  cancelTitle: (dropNumber: number) => `Cancel drop ${dropNumber}?`,
  cancelRefund: (amount: string) => `${amount} will be refunded to the card that paid for the order.`,
  cancelNothingToRefund: 'Nothing was charged for this drop: nothing is refunded.',
  moved: (dropNumber: number, mailDate: string) => `Drop ${dropNumber} now mails on ${mailDate}.`,
  canceled: (dropNumber: number) => `Drop ${dropNumber} is canceled.`,
  refunded: (amount: string) => `${amount} refunded.`,
  /** Shown beside drops inside the lead time: the spec's help text on changes by phone. */
  leadTimeNote: `Drops mailing within ${DROP_CHANGE_LEAD_BUSINESS_DAYS} business days are in production and can no longer be changed online.`,
  amountRefunded: 'Refunded',
};
