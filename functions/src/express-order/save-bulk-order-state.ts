import { notePieceFingerprint } from '#cart/index';
import { type BulkOrderStateRecord, saveBulkOrderState as saveStored } from './express-order-store';

/**
 * Every write of an Express Order goes through here, so its cart line (if the cart has it) is noted as
 * changed whichever step wrote: sub codes, proofs, policyholders, drop, list cleaning, preflight
 * acknowledgement or a new run. The line was added from one run's summary; after any write the cart asks to
 * add it again (which replaces the line and drops the note). The note names the saved version, so it
 * never equals the fingerprint the line was added with.
 */
export async function saveBulkOrderState(record: BulkOrderStateRecord): Promise<BulkOrderStateRecord> {
  const saved = await saveStored(record);
  await notePieceFingerprint(
    { userName: saved.userName, agencyId: saved.agencyId },
    saved.bulkOrderStateId,
    `version-${saved.version}`,
  );
  return saved;
}
