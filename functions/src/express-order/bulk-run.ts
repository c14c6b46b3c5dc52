import { nowMs } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { EXPRESS_RUN_TIMEOUT_SECONDS } from '@msc/shared/rules/constants';
import { decodeTime, ulid } from 'ulid';
import { logger } from '#platform/logger';
import { startWorkflow } from '#platform/workflows';
import type { ExpressSubCode } from './bulk-access';
import { runFingerprintOf } from './bulk-fingerprint';
import { type BulkOrderStateRecord, writeBulkSummary } from './express-order-store';
import { saveBulkOrderState } from './save-bulk-order-state';
import { type CleaningChoice, cleaningChoiceOf, type ExpressTarget } from './sub-code-recipients';

export const EXPRESS_ORDER_WORKFLOW = 'express-order';

/** Whose bulk order state a pipeline run works on, and which run it is. */
export interface BulkRunKey {
  userName: string;
  bulkOrderStateId: string;
  runId: string;
}

/** One Map item of the pipeline: a chosen sub code, its child order state, its choice and its proof. */
export interface BulkRunSubCode {
  statCode: string;
  agencyId: number;
  agencyName: string;
  orderStateId: string;
  /**
   * Step 2's choice: every mailable policyholder, or the self-selected ones. Their policy numbers (thousands
   * a sub code) stay in the sub code's part, read by BuildRecipients: the input holds 256 KB at most.
   */
  selectAllPolicyHolders: boolean;
  /** The proof step 1 returned for it (one for all with the same personalization); none: it has none. */
  proofDocumentId?: string;
}

/**
 * What the sub codes' tasks need of the bulk order state, taken as the run starts (from the state its
 * fingerprint names): no task reads the state again, where each of the three read it whole per sub code.
 */
export type BulkRunOrder = ExpressTarget &
  CleaningChoice & {
    /** The owner master the Express Order, and so its proofs, belong to (with `bulk.userName`). */
    agencyId: number;
  };

/** The execution input of express-order.asl.json. */
export interface BulkRunInput {
  bulk: BulkRunKey;
  order: BulkRunOrder;
  subCodes: BulkRunSubCode[];
}

/**
 * The run's input: the state's key, what its tasks need of it, and one Map item per chosen sub code (its
 * agency from the owner master's sub codes; its proof the one for all when the personalization is the
 * same, else its own).
 */
export function bulkRunInput(
  record: BulkOrderStateRecord,
  subCodes: readonly ExpressSubCode[],
  runId: string,
): BulkRunInput {
  const byStatCode = new Map(subCodes.map((subCode) => [subCode.statId, subCode]));
  const sameProof = record.isSamePersonalization ? record.pageFlexDocumentIds?.[0] : undefined;
  return {
    bulk: { userName: record.userName, bulkOrderStateId: record.bulkOrderStateId, runId },
    order: { agencyId: record.agencyId, oppId: record.oppId, ...cleaningChoiceOf(record) },
    subCodes: record.orderStates.map((child) => {
      const subCode = byStatCode.get(child.statCode);
      const details = record.subCodesDetails.find((detail) => detail.statCode === child.statCode);
      const proofDocumentId = sameProof ?? child.pageFlexDocumentId;
      return {
        statCode: child.statCode,
        agencyId: subCode?.agencyId ?? 0,
        agencyName: subCode?.agencyName ?? '',
        orderStateId: child.id,
        // No details: every policyholder, as chosenRecipients reads a sub code without them.
        selectAllPolicyHolders: details?.selectAllPolicyHolders ?? true,
        ...(proofDocumentId ? { proofDocumentId } : {}),
      };
    }),
  };
}

/**
 * A run of this Express Order is under way: its summary says running and the run (named by a ULID, which
 * carries its start time) is younger than the state machine's timeout.
 */
export function runInFlight(
  record: Pick<BulkOrderStateRecord, 'summary' | 'runId'>,
  atMs = nowMs(),
): boolean {
  if (record.summary?.status !== 'running' || !record.runId) return false;
  return atMs - decodeTime(record.runId) < EXPRESS_RUN_TIMEOUT_SECONDS * 1000;
}

/**
 * Starts a pipeline run over the chosen sub codes: the state names the run and shows 'running' until the
 * run's last step writes ready or failed. The run id names the execution, so a retried start is one run.
 * At most one run is in flight per Express Order (one agent saving in a loop must not fill the task
 * functions for everyone): while one is, a change is only saved, and the summary's poll starts the next run
 * once this one ends (bulk-summary.ts), so the page waits instead of being refused.
 */
export async function startBulkRun(
  record: BulkOrderStateRecord,
  subCodes: readonly ExpressSubCode[],
): Promise<BulkOrderStateRecord> {
  if (runInFlight(record)) return record;
  return saveAndStartRun(record, subCodes);
}

/**
 * Saves a change (step 3's drop, a list cleaning with a drop planned) and starts the run it calls for in
 * the same write, as `startBulkRun` would after saving it: one save, one note to the cart, one answer.
 * While a run is in flight the change is only saved.
 */
export async function saveAndRun(
  record: BulkOrderStateRecord,
  subCodes: readonly ExpressSubCode[],
): Promise<BulkOrderStateRecord> {
  if (runInFlight(record)) return saveBulkOrderState(record);
  return saveAndStartRun(record, subCodes);
}

/** The state saved as 'running' under a new run of what it holds, then that run started. */
async function saveAndStartRun(
  record: BulkOrderStateRecord,
  subCodes: readonly ExpressSubCode[],
): Promise<BulkOrderStateRecord> {
  const runId = ulid();
  const saved = await saveBulkOrderState({
    ...record,
    runId,
    runFingerprint: runFingerprintOf(record),
    summary: { status: 'running', runId, rows: [], totalQuantity: 0, total: 0 },
  });
  const input = bulkRunInput(record, subCodes, runId);
  try {
    await startWorkflow(EXPRESS_ORDER_WORKFLOW, runId, input);
  } catch (error) {
    // Not started: the page must not wait for a run that never comes.
    logger.error('Express order pipeline did not start', {
      error,
      bulkOrderStateId: record.bulkOrderStateId,
    });
    await writeBulkSummary(input.bulk, {
      status: 'failed',
      runId,
      message: apiErrors.expressSummaryFailed,
      rows: [],
      totalQuantity: 0,
      total: 0,
    });
  }
  return saved;
}
