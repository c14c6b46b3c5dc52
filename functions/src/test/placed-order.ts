/**
 * An order record as placement writes it, paid and shipped by ground, with the fields a test is about
 * given: the money and shipping fields every order carries, written once.
 */
export const placedOrder = <
  T extends { userName: string; orderId: string; orderNumber: string; orderDate: string; agencyId: number },
>(
  fields: T & { orderStatusCode?: number; shippingStatus?: number; programTypes?: string[] },
) => ({
  statCode: '7700000',
  agencyName: 'Seventy-Seven Insurance',
  orderStatusCode: 100,
  shippingStatus: 100,
  paymentStatus: 'Paid',
  subTotal: 100,
  total: 100,
  amountPaid: 100,
  shipMethodName: 'Ground',
  shipping: 0,
  discountTotal: 0,
  additionalChargeTotal: 0,
  tax: 0,
  shipMethodCost: 0,
  isMultiShip: false,
  shipToCount: 1,
  programTypes: [] as string[],
  trackingNumbers: [] as string[],
  ...fields,
});
