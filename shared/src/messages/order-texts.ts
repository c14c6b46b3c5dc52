/**
 * An order's parts and totals as the cart, checkout's review and confirmation and an order's own page
 * show them (spec 1 §2 Cart, Checkout, Order history), and the add-a-card form of checkout's payment step.
 * The spec names these pages and words few of their labels; `messages/ours/order-ours.ts` lists the rest.
 */

/** The totals and the parts of an order, one word for each wherever an order is shown. */
export const orderTexts = {
  orderSummary: 'Order Summary',
  items: 'Items',
  units: 'Units',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  igniteIncentive: 'Ignite incentive',
  discount: 'Discount',
  additionalCharges: 'Additional charges',
  tax: 'Tax',
  total: 'Total',
  amountPaid: 'Amount Paid',
  totals: 'Totals',
  orderTotals: 'Order totals',
  billTo: 'Bill To',
  recipients: 'Recipients',
  agency: 'Agency',
  loading: 'Loading your order',
  loadingCart: 'Loading your cart',
  proceedToCheckout: 'Proceed to Checkout',
  /** The addresses beyond the first few listed. */
  andMore: (count: number) => `and ${count} more`,
  /** A saved card, as the review, the confirmation and the payment step name it. */
  cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
} as const;

/** The cart page's own labels (the order summary's are orderTexts'). */
export const cartPageTexts = {
  title: 'Cart',
  cartItems: 'Cart items',
  quantity: 'Quantity',
  update: 'Update',
  remove: 'Remove',
  removeItem: (name: string) => `Remove ${name}`,
  discountCode: 'Discount code',
  apply: 'Apply',
  removeDiscountCode: (code: string) => `Remove discount code ${code}`,
} as const;

/** Checkout's payment step and the account's Payment Information: the saved cards. */
export const paymentTexts = {
  title: 'Payment',
  paymentInformation: 'Payment Information',
  backToShipping: 'Back to Shipping',
  continue: 'Continue',
  sort: 'Sort',
  cardPages: 'Card pages',
  savedCards: 'Saved cards',
  default: 'Default',
  setAsDefault: 'Set as default',
  delete: 'Delete',
  deleteCard: (card: string) => `Delete ${card}`,
} as const;

/** Checkout's Review order step. */
export const reviewOrderTexts = {
  title: 'Review Order',
  confirmationEmail: 'Confirmation email',
  email: 'Email',
  noPaymentNeeded: 'No payment is needed for this order.',
  change: 'Change',
  placing: 'Placing your order…',
  back: 'Back',
} as const;

/** Checkout's Order confirmation page. */
export const orderConfirmationTexts = {
  title: 'Order Confirmation',
  notFound: 'Not found.',
  orderNumber: 'Order number',
  confirmationGoesTo: (email: string) => `A confirmation goes to ${email}.`,
  noPaymentNeeded: 'No payment was needed.',
  expressOrders: 'Express Order',
  expressOrdersNote: (count: number) =>
    `${count} orders were placed, one for each sub code, and paid with one charge.`,
  expressCaption: 'The orders of this Express Order',
} as const;

/** The account's Order History. */
export const orderHistoryTexts = {
  title: 'Order History',
  orderStatus: 'Order Status',
  shippingStatus: 'Shipping Status',
  all: 'All',
  orders: 'Orders',
} as const;

/** One order of the user (account, Order history → an order). */
export const orderPageTexts = {
  title: 'Order Details',
  orderList: 'Order List',
  reorder: 'Reorder',
  tracking: (trackingNumber: string) => `Tracking ${trackingNumber}`,
  backToOrderHistory: 'Back to Order History',
} as const;

/** The add-a-card form of checkout's payment step (the local payment gateway's own card fields). */
export const cardFormTexts = {
  title: 'Add a card',
  card: 'Card',
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month',
  month: 'Month',
  expiryYear: 'Expiry year',
  year: 'Year',
  cvc: 'CVC',
  billingAddress: 'Billing address',
  nameOnCard: 'Name on card',
  country: 'Country',
  province: 'Province',
  makeDefault: 'Make this my default card',
  cancel: 'Cancel',
  create: 'Create',
} as const;
