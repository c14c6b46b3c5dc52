import type { OrderState } from '@msc/shared/model/order-state';
import { withQuery } from '@msc/shared/rules/route-url';
import { links } from '#lib/paths';

/**
 * The editor's return address (spec 2 §2): /personalization/pageflex-return/{id}/{parentId}/{productId}/
 * {isMultiChannel}?DocID=…; the built-in editor returns through it exactly as the external one would.
 */
export function documentReturnLink(
  state: Pick<OrderState, 'id' | 'parentId' | 'productId' | 'isMultiChannel' | 'channelType' | 'programType'>,
  docId: string,
  options: { review?: boolean; isSubscription?: string | null } = {},
): string {
  return withQuery(links.documentReturn(state), {
    DocID: docId,
    channelType: state.channelType,
    programType: state.programType,
    isSubscription: options.isSubscription ?? undefined,
    review: options.review ? true : undefined,
  });
}
