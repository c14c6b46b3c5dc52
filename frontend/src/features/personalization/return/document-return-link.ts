import type { OrderState } from '@msc/shared/model/order-state';
import { segment, withQuery } from '@msc/shared/rules/route-url';

/**
 * The editor's return address (spec 2 §2): /personalization/pageflex-return/{id}/{parentId}/{productId}/
 * {isMultiChannel}?DocID=…; the built-in editor returns through it exactly as the external one would.
 */
export function documentReturnLink(
  state: Pick<OrderState, 'id' | 'parentId' | 'productId' | 'isMultiChannel' | 'channelType' | 'programType'>,
  docId: string,
  options: { review?: boolean; isSubscription?: string | null } = {},
): string {
  const path = `/personalization/pageflex-return/${segment(state.id)}/${segment(state.parentId || state.id)}/${segment(state.productId)}/${state.isMultiChannel}`;
  return withQuery(path, {
    DocID: docId,
    channelType: state.channelType,
    programType: state.programType,
    isSubscription: options.isSubscription ?? undefined,
    review: options.review ? true : undefined,
  });
}
