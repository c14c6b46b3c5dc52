import type { BulkChildOrderState, BulkOrderState } from '@msc/shared/model/bulk-order-state';

/**
 * Which order state step 1 personalizes: none when one personalization serves every sub code; else the
 * one the route names, or the first still without a document (the first when all have one).
 */
export function orderStateToPersonalize(
  state: Pick<BulkOrderState, 'isSamePersonalization' | 'orderStates'>,
  orderStateId: string | undefined,
): BulkChildOrderState | undefined {
  if (state.isSamePersonalization) return undefined;
  const named = orderStateId ? state.orderStates.find((child) => child.id === orderStateId) : undefined;
  return named ?? state.orderStates.find((child) => !child.pageFlexDocumentId) ?? state.orderStates[0];
}

/**
 * Is this the last record the editor returns for (pageflex-return's isLastRecord)? Always with one
 * personalization for all; otherwise when every other sub code already has its document.
 */
export function isLastRecord(
  state: Pick<BulkOrderState, 'isSamePersonalization' | 'orderStates'>,
  current: BulkChildOrderState | undefined,
): boolean {
  if (state.isSamePersonalization || !current) return true;
  return state.orderStates.every((child) => child.id === current.id || Boolean(child.pageFlexDocumentId));
}
