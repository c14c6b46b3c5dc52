import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { BulkOrderStateRecord } from './express-order-store';

/**
 * What the summary is made of: a change to any of these after a run started makes its summary stale
 * (Add to Cart then starts another run).
 */
function fingerprintInputs(record: BulkOrderStateRecord) {
  return {
    productId: record.productId,
    unitPrice: record.unitPrice,
    isSamePersonalization: record.isSamePersonalization ?? null,
    pageFlexDocumentIds: record.pageFlexDocumentIds ?? [],
    orderStates: record.orderStates.map(({ id, statCode, pageFlexDocumentId }) => [
      id,
      statCode,
      pageFlexDocumentId ?? null,
    ]),
    subCodesDetails: record.subCodesDetails,
    onePerHousehold: record.onePerHousehold ?? false,
    // Only with a holdout, so the fingerprints of Express Orders without one stay as they were.
    ...(record.holdout?.percent ? { holdout: record.holdout } : {}),
    dropDetails: record.dropDetails ?? null,
  };
}

const digestOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/**
 * The fingerprint a run starts with: its inputs with every map's keys in order. DynamoDB answers a map's
 * keys in an order of its own, and step 3 fingerprints its drop before saving it (the drop and the run's
 * start are one write), so the state read back later must give the same fingerprint.
 */
export const runFingerprintOf = (record: BulkOrderStateRecord): string =>
  digestOf(stringify(fingerprintInputs(record)) ?? '');

/**
 * The state's fingerprint now, to compare with its run's (`runFingerprint`) and its cart line's. Runs
 * started before the keys were ordered wrote the inputs in the order DynamoDB answered them (the state
 * read back after its save): such a run, and the cart line added from it, still match while nothing
 * changed, so no stored summary or cart line turns stale by this alone.
 */
export function bulkFingerprint(record: BulkOrderStateRecord): string {
  const ordered = runFingerprintOf(record);
  if (!record.runFingerprint || record.runFingerprint === ordered) return ordered;
  const asRead = digestOf(JSON.stringify(fingerprintInputs(record)));
  return record.runFingerprint === asRead ? asRead : ordered;
}
