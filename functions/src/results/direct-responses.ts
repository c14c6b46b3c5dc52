import type { DirectResponse } from '@msc/shared/rules/match-back';

/**
 * The direct responses (scan, visit, form) to an agency's pieces, as the match-back reads them: each names
 * its drop (`orderId/listId/dropNumber`) and recipient (the recipient row's number).
 */
export async function directResponsesOf(_agencyId: number): Promise<DirectResponse[]> {
  return [];
}

/** The direct responses to one order's pieces (its results). */
export async function responsesOfOrder(_orderId: string): Promise<DirectResponse[]> {
  return [];
}
