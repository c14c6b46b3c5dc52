import { apiErrors } from '@msc/shared/messages';
import { addExpressOrderToCart } from '#cart/index';
import { productById } from '#catalog/index';
import { requireExpressMailDatesCurrent } from '#personalization/index';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { expressSubCodes } from './bulk-access';
import { bulkFingerprint } from './bulk-fingerprint';
import { saveAndRun, startBulkRun } from './bulk-run';
import type { BulkOrderStateRecord } from './express-order-store';
import { saveBulkOrderState } from './save-bulk-order-state';

/**
 * Step 4's Add to Cart: the one cart line of the Express Order, priced by the pipeline's ready summary.
 * When anything changed since that summary was made, a new run starts and the page waits for it (422);
 * a failed or running summary is never put in the cart.
 */
export async function addExpressOrderLine(
  ctx: RequestContext,
  stored: BulkOrderStateRecord,
): Promise<{ cartItemId: string; bulkOrderStateId: string }> {
  const record = await withCurrentPrice(stored);
  const repriced = record.unitPrice !== stored.unitPrice;
  const fingerprint = bulkFingerprint(record);
  if (record.runFingerprint !== fingerprint || !record.summary) {
    if (!record.dropDetails?.startDate) {
      if (repriced) await saveBulkOrderState(record);
      throw businessRule(apiErrors.expressStepsIncomplete);
    }
    // A new price is saved with the run's start it calls for: one write, as step 3 saves.
    const subCodes = await expressSubCodes(ctx);
    await (repriced ? saveAndRun(record, subCodes) : startBulkRun(record, subCodes));
    throw businessRule(apiErrors.expressSummaryRunning);
  }
  const { summary } = record;
  if (summary.status === 'running') throw businessRule(apiErrors.expressSummaryRunning);
  if (summary.status === 'failed') throw businessRule(summary.message ?? apiErrors.expressSummaryFailed);
  // A drop date saved earlier must still hold today (else back to step 3).
  requireExpressMailDatesCurrent(record);
  const cartItemId = await addExpressOrderToCart(ctx, {
    productId: record.productId,
    bulkOrderStateId: record.bulkOrderStateId,
    quantity: summary.totalQuantity,
    mailDates: (record.dropDetails?.mailingDetails ?? []).map((mailing) => mailing.mailDate),
    fingerprint,
  });
  return { cartItemId, bulkOrderStateId: record.bulkOrderStateId };
}

/**
 * The record priced at the product's price now: the summary prices each sub code at the record's unit price,
 * the cart at the product's, and placing refuses the two apart. A price changed since the Express Order
 * started makes its fingerprint, so its summary, stale: Add to Cart saves the new price with a new run.
 */
async function withCurrentPrice(record: BulkOrderStateRecord): Promise<BulkOrderStateRecord> {
  const product = await productById(record.productId);
  if (!product || product.unitPrice === record.unitPrice) return record;
  return { ...record, unitPrice: product.unitPrice };
}
