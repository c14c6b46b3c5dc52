import type { FigureOrder } from '@msc/shared/rules/order-figures';
import type { OrderItemRecord, OrderRecord } from './orders-store';

/** An order with its lines as its agency's figures count it (shared/src/rules/order-figures.ts). */
export const figureOrderOf = ({
  order,
  items,
}: {
  order: Pick<OrderRecord, 'orderDate' | 'orderStatusCode'>;
  items: readonly Pick<OrderItemRecord, 'productId' | 'quantity' | 'unitPrice' | 'data'>[];
}): FigureOrder => ({
  orderDate: order.orderDate,
  orderStatusCode: order.orderStatusCode,
  items: items.map((item) => ({
    productId: item.productId,
    programType: item.data?.programType,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    mailings: (item.data?.dropDetails?.mailingDetails ?? []).map(({ mailDate, quantity }) => ({
      mailDate,
      quantity,
    })),
  })),
});
