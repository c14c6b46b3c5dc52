import type {
  BulkChildOrderState,
  BulkSummaryRow,
  BulkSummaryStatus,
  SubCodeDetails,
} from '@msc/shared/model/bulk-order-state';
import type { HoldoutPercent } from '@msc/shared/rules/holdout';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { createdAt, dropDetails, stringList } from './attribute-types';

/**
 * The state of an Express Order across sub codes (spec 1 §3 "Bulk order state"). User-owned. Each
 * change is saved whole and the returned state replaces the browser's, so it is written with a version
 * condition (optimistic locking) by the service.
 */
/** The pipeline's summary as stored: rows and total only when ready. */
export interface StoredBulkSummary {
  status: BulkSummaryStatus;
  runId: string;
  message?: string;
  rows: Omit<BulkSummaryRow, 'proofUrl'>[];
  totalQuantity: number;
  total: number;
}

export const BulkOrderStateEntity = lazyEntity({
  model: { entity: 'bulkOrderState', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    bulkOrderStateId: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    cartId: { type: 'string', required: true, default: '00000000-0000-0000-0000-000000000000' },
    channelType: { type: 'number', required: true },
    statCode: { type: 'string', required: true },
    oppId: { type: 'string' },
    programType: { type: 'string', required: true },
    productType: { type: 'string', required: true, default: '' },
    productId: { type: 'string', required: true },
    isSamePersonalization: { type: 'boolean' },
    orderStates: {
      type: CustomAttributeType<BulkChildOrderState[]>('any'),
      required: true,
      default: () => [],
    },
    subCodesDetails: {
      type: CustomAttributeType<SubCodeDetails[]>('any'),
      required: true,
      default: () => [],
    },
    /**
     * Set once the sub codes' selected policy numbers and list cleanings live in bulkOrderSubCode items (not
     * in `subCodesDetails` and `orderStates` above): a digest of each stored part, by stat code, so a save
     * writes only the parts it changed. Absent on states stored before: their parts are inline.
     */
    subCodePartDigests: { type: CustomAttributeType<Record<string, string>>('any') },
    dropDetails,
    unitPrice: { type: 'number', required: true, default: 0 },
    pageFlexDocumentIds: stringList,
    /** Step 4's one-per-household choice, applied to every sub code's list. */
    onePerHousehold: { type: 'boolean' },
    /** Step 4's holdout share (0: none) and its seed, drawn on the server (issue 48), for every sub code. */
    holdout: { type: CustomAttributeType<{ percent: HoldoutPercent; seed: number }>('any') },
    /** A digest of the preflight issues the agent acknowledged (Add to Cart checks it is still theirs). */
    preflightAcknowledgement: { type: 'string' },
    /** The express-order pipeline run whose summary counts (a later run makes an earlier one's stale). */
    runId: { type: 'string' },
    /** What the state held when that run started: a change since means the summary must be made again. */
    runFingerprint: { type: 'string' },
    /** The bulk summary step 4 reads, written only by the run named `runId`. */
    summary: { type: CustomAttributeType<StoredBulkSummary>('any') },
    version: { type: 'number', required: true, default: 1 },
    created: createdAt,
    updated: createdAt,
  },
  indexes: {
    bulkOrderStateById: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['bulkOrderStateId'] },
    },
  },
});
