import { apiErrors } from '@msc/shared/messages';
import type { BulkOrderSummary } from '@msc/shared/model/bulk-order-state';
import type { DropDetails } from '@msc/shared/model/drop-details';
import { productById } from '#catalog/index';
import { locateDocument } from '#documents/index';
import { mapBounded } from '#platform/bounded-map';
import type { RequestContext } from '#platform/request-context';
import { expressSubCodes } from './bulk-access';
import { bulkFingerprint } from './bulk-fingerprint';
import { runInFlight, startBulkRun } from './bulk-run';
import { type BulkOrderStateHead, withSubCodeParts } from './express-order-store';

/** Proof URLs looked up at once for step 4's rows (one per sub code, at most 30). */
const PROOF_LOOKUPS_AT_ONCE = 10;

/**
 * Step 4's summary as the pipeline wrote it. Rows and total only when ready (nothing half-done shown as
 * done); each ready row gets a fresh URL of its proof for the Preview frame.
 */
export async function bulkSummaryOf(
  ctx: RequestContext,
  record: BulkOrderStateHead,
): Promise<BulkOrderSummary> {
  const stored = record.summary;
  // Changed while the last run was under way (bulk-run.ts): that run's summary is stale, start the next.
  // A run in flight is never stale, so the sub codes' parts (the fingerprint's selected policy numbers) are
  // read only once it ended, beside the product.
  const [product, whole] = await Promise.all([
    productById(record.productId),
    stored && !runInFlight(record) ? withSubCodeParts(record) : undefined,
  ]);
  if (whole && whole.runFingerprint !== bulkFingerprint(whole) && whole.dropDetails?.startDate) {
    return bulkSummaryOf(ctx, await startBulkRun(whole, await expressSubCodes(ctx)));
  }
  const base = {
    bulkOrderStateId: record.bulkOrderStateId,
    item: {
      productId: record.productId,
      name: product?.name ?? '',
      itemNumber: product?.itemNumber ?? '',
    },
    unitPrice: record.unitPrice,
    ...(record.dropDetails ? { dropDetails: record.dropDetails as DropDetails } : {}),
  };
  if (!stored) {
    return {
      ...base,
      status: 'failed',
      message: apiErrors.expressStepsIncomplete,
      rows: [],
      totalQuantity: 0,
      total: 0,
    };
  }
  if (stored.status !== 'ready') {
    return {
      ...base,
      status: stored.status,
      ...(stored.message ? { message: stored.message } : {}),
      rows: [],
      totalQuantity: 0,
      total: 0,
    };
  }
  // One lookup per proof, a bounded few at once: the polled summary of 30 sub codes is not 30 round trips.
  const documentIds = [...new Set(stored.rows.flatMap((row) => row.proofDocumentId ?? []))];
  const located = await mapBounded(documentIds, PROOF_LOOKUPS_AT_ONCE, (documentId) =>
    locateDocument(ctx, documentId).catch(() => undefined),
  );
  const urls = new Map<string, string>();
  documentIds.forEach((documentId, index) => {
    const found = located[index];
    if (found) urls.set(documentId, found.fileUrl);
  });
  return {
    ...base,
    status: 'ready',
    rows: stored.rows.map((row) => {
      const proofUrl = row.proofDocumentId ? urls.get(row.proofDocumentId) : undefined;
      return { ...row, ...(proofUrl ? { proofUrl } : {}) };
    }),
    totalQuantity: stored.totalQuantity,
    total: stored.total,
  };
}
