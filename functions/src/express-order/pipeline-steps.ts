import { apiErrors } from '@msc/shared/messages';
import type { BulkSummaryRow } from '@msc/shared/model/bulk-order-state';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { priceForCount } from '@msc/shared/rules/pricing';
import { documentEditor } from '#documents/index';
import type { BulkRunKey, BulkRunOrder, BulkRunSubCode } from './bulk-run';
import { selectedPolicyNumbersOf, writeBulkSummary } from './express-order-store';
import { chosenRecipients, mailableList } from './sub-code-recipients';

/**
 * The express-order pipeline's steps (infra/workflows/express-order.asl.json), run by its task Lambdas.
 * What they need of the bulk order state is in their input (the run's start put it there, bulk-run.ts):
 * none reads the state again, but for a self-selecting sub code's part. They write nothing but the
 * summary, so a retried task does the same.
 */

/** A sub code's step that cannot succeed by retrying (no recipients, no proof): the definition does not retry it. */
export class SubCodeStepFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SubCodeStepFailed';
  }
}

/**
 * BuildRecipients: the sub code's policyholders as chosen in step 2, opt-outs and suppression applied, the
 * list cleaned (duplicates, incomplete addresses and, asked for, households left out): the count priced.
 * Self-selected policy numbers are read from the sub code's part, beside its list.
 */
export async function buildSubCodeRecipients(
  bulk: BulkRunKey,
  order: BulkRunOrder,
  subCode: BulkRunSubCode,
): Promise<{ quantity: number }> {
  const { statCode, selectAllPolicyHolders } = subCode;
  const [list, selectedPolicyNumbers] = await Promise.all([
    mailableList(subCode.agencyId, order),
    selectAllPolicyHolders ? undefined : selectedPolicyNumbersOf(bulk, statCode),
  ]);
  const details = { statCode, selectAllPolicyHolders, selectedPolicyNumbers };
  const quantity = chosenRecipients(list, details, order).recipients.length;
  if (quantity === 0) throw new SubCodeStepFailed(`No policyholders left to mail for ${statCode}.`);
  return { quantity };
}

/**
 * RenderProof: the sub code's proof from the built-in editor (step 1 rendered it; the same one for every
 * sub code when the personalization is the same). A missing or foreign document fails the sub code.
 */
export async function proofOfSubCode(
  bulk: BulkRunKey,
  order: BulkRunOrder,
  subCode: BulkRunSubCode,
): Promise<{ documentId: string }> {
  const documentId = subCode.proofDocumentId;
  if (!documentId) throw new SubCodeStepFailed(`No proof for ${subCode.statCode}.`);
  const found = await documentEditor().locate(documentId, {
    agencyId: order.agencyId,
    userName: bulk.userName,
  });
  if (!found) throw new SubCodeStepFailed(`The proof of ${subCode.statCode} is gone.`);
  return { documentId };
}

/** PriceSubCode: the shared pricing rule on the bulk order state's unit price (the product's, in cents). */
export function priceSubCode(order: Pick<BulkRunOrder, 'unitPrice'>, quantity: number): { price: number } {
  return { price: priceForCount(quantity, order.unitPrice) };
}

/** One Map item's outcome: its results, or the step that failed (a Catch of the item). */
export interface SubCodeOutcome {
  subCode: BulkRunSubCode;
  recipients?: { quantity: number };
  proof?: { documentId: string };
  price?: { price: number };
  failedStep?: 'recipients' | 'proof' | 'price';
}

/**
 * WriteSummary: ready with every sub code's row and the total, or failed naming the first sub code that
 * failed ("sub code 10-20-003: proof failed, try again"). Only the state's current run writes.
 */
export async function writeRunSummary(
  bulk: BulkRunKey,
  outcomes: readonly SubCodeOutcome[],
): Promise<string> {
  const failed = outcomes.find((outcome) => outcome.failedStep || !outcome.recipients || !outcome.price);
  if (failed) {
    await writeBulkSummary(bulk, {
      status: 'failed',
      runId: bulk.runId,
      message: apiErrors.expressSubCodeFailed(
        formatStatCode(failed.subCode.statCode),
        failed.failedStep ?? 'price',
      ),
      rows: [],
      totalQuantity: 0,
      total: 0,
    });
    return 'failed';
  }
  const rows: Omit<BulkSummaryRow, 'proofUrl'>[] = outcomes.map((outcome) => ({
    orderStateId: outcome.subCode.orderStateId,
    statCode: outcome.subCode.statCode,
    agencyName: outcome.subCode.agencyName,
    quantity: outcome.recipients!.quantity,
    price: outcome.price!.price,
    ...(outcome.proof ? { proofDocumentId: outcome.proof.documentId } : {}),
  }));
  await writeBulkSummary(bulk, {
    status: 'ready',
    runId: bulk.runId,
    rows,
    totalQuantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    total: rows.reduce((sum, row) => sum + row.price, 0),
  });
  return 'ready';
}

/** MarkFailed: where a Catch of the whole run leads; the page says to try again. */
export async function failRun(bulk: BulkRunKey): Promise<void> {
  await writeBulkSummary(bulk, {
    status: 'failed',
    runId: bulk.runId,
    message: apiErrors.expressSummaryFailed,
    rows: [],
    totalQuantity: 0,
    total: 0,
  });
}
