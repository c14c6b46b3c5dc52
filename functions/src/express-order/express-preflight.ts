import { apiErrors } from '@msc/shared/messages';
import type { RecipientPreflight } from '@msc/shared/model/preflight';
import {
  acknowledgedSignature,
  type PreflightPiece,
  piecePreflight,
  requirePieceCleared,
} from '#personalization/index';
import { conflict } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import type { BulkOrderStateRecord } from './express-order-store';
import { saveBulkOrderState } from './save-bulk-order-state';
import { recipientsBySubCode } from './sub-code-recipients';

/**
 * The Express Order as one piece for the wizard's merge preflight: every sub code's cleaned list, in the
 * sub codes' order, on the product's proof, so the worst cases are the worst across all sub codes. The
 * step-1 form's values live in each sub code's proof document, not in the state: the preflight measures the
 * recipients' own merge fields, and step 4 shows each sub code's proof rather than one more render.
 */
async function pieceOf(
  record: BulkOrderStateRecord,
  recipients?: Awaited<ReturnType<typeof recipientsBySubCode>>,
): Promise<PreflightPiece> {
  const bySubCode = recipients ?? (await recipientsBySubCode(record));
  return {
    pieceId: record.bulkOrderStateId,
    productId: record.productId,
    contacts: record.orderStates.flatMap((child) => bySubCode.get(child.statCode) ?? []),
    values: {},
    acknowledgement: record.preflightAcknowledgement,
    withProof: false,
  };
}

export async function expressPreflight(
  ctx: RequestContext,
  record: BulkOrderStateRecord,
): Promise<RecipientPreflight> {
  return piecePreflight(ctx, await pieceOf(record));
}

/** The agent's acknowledgement, taken only of the issues the recipients have now (else 400). */
export async function acknowledgeExpressPreflight(
  record: BulkOrderStateRecord,
  signature: string,
): Promise<BulkOrderStateRecord> {
  const preflightAcknowledgement = await acknowledgedSignature(await pieceOf(record), signature);
  return saveBulkOrderState({ ...record, preflightAcknowledgement });
}

/** Add to Cart refuses (400) an Express Order whose preflight has issues the agent has not acknowledged. */
export async function requireExpressPreflightCleared(record: BulkOrderStateRecord): Promise<void> {
  await requirePieceCleared(await pieceOf(record));
}

/**
 * Placing the Express Order checks again what Add to Cart checked, on the recipients as they are now: each
 * sub code still mails exactly the recipients its summary row charges (a policyholder added or opted out
 * since makes the row stale: 409, add it again), and the preflight has no issue the agent has not
 * acknowledged (400, as at Add to Cart). Answers the recipients it checked: the ones the order mails.
 */
export async function requireExpressPlaceable(
  record: BulkOrderStateRecord,
): Promise<Awaited<ReturnType<typeof recipientsBySubCode>>> {
  const bySubCode = await recipientsBySubCode(record);
  const rows = record.summary?.rows ?? [];
  if (rows.some((row) => (bySubCode.get(row.statCode)?.length ?? 0) !== row.quantity)) {
    throw conflict(apiErrors.pieceChanged);
  }
  await requirePieceCleared(await pieceOf(record, bySubCode));
  return bySubCode;
}
