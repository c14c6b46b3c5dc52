import { ChannelType } from '@msc/shared/model/enum-values';
import type { OrderState } from '@msc/shared/model/order-state';
import { dropDateNextRoute } from '@msc/shared/rules/order-state-routing';

/** Where Next leads from a schedule step (mail dates or win-back's), for this order state. */
export function scheduleNextPath(orderState: OrderState, review: string | null): string {
  const email = orderState.orderStates.find((state) => state.channelType === ChannelType.Email);
  return dropDateNextRoute({
    orderStateId: orderState.id,
    isMultiChannel: orderState.isMultiChannel,
    review,
    existingEmailState: email
      ? { id: email.id, productId: email.productId, pageFlexDocumentId: email.pageFlexDocumentId }
      : null,
    programType: orderState.programType,
    productType: orderState.productType,
    oppId: orderState.oppId,
    oppType: orderState.oppType,
    statCode: orderState.statCode,
  });
}
