import type { SubCodeDetails } from '../model/bulk-order-state';
import { EXPRESS_SUB_CODES_PER_ORDER, SUB_CODE_STRIP_SIZE } from './constants';

/** Express order steps (spec 1 §2, §5). */

/** Sub code selection: Next is disabled when no sub code is selected (or more than one order holds). */
export function canContinueFromSubCodes(selectedCount: number): boolean {
  return selectedCount > 0 && checkSubCodeCount(selectedCount).ok;
}

/** One Express Order holds at most `EXPRESS_SUB_CODES_PER_ORDER` sub codes (they are placed together). */
export function checkSubCodeCount(
  selectedCount: number,
): { ok: true } | { ok: false; reason: 'tooManyExpressSubCodes' } {
  return selectedCount <= EXPRESS_SUB_CODES_PER_ORDER
    ? { ok: true }
    : { ok: false, reason: 'tooManyExpressSubCodes' };
}

/** How many pages the sub code strip has at 10 tiles a page (at least one). */
export function subCodeStripPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SUB_CODE_STRIP_SIZE));
}

/** The tiles of one page of the sub code strip (pages from 0; out-of-range pages are clamped). */
export function subCodeStripPage<T>(subCodes: readonly T[], page: number): T[] {
  const last = subCodeStripPageCount(subCodes.length) - 1;
  const index = Math.min(Math.max(0, Math.trunc(page)), last);
  return subCodes.slice(index * SUB_CODE_STRIP_SIZE, (index + 1) * SUB_CODE_STRIP_SIZE);
}

/** The page of the strip that holds the tile at `position` (from 0). */
export function subCodeStripPageOf(position: number): number {
  return Math.floor(Math.max(0, position) / SUB_CODE_STRIP_SIZE);
}

/**
 * Step 2: every selected sub code needs at least one policyholder, all or self-selected; otherwise
 * 'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.'
 */
export function checkPolicyholdersPerSubCode(
  subCodes: readonly SubCodeDetails[],
): { ok: true } | { ok: false; reason: 'policyholderRequiredPerSubCode'; statCodes: string[] } {
  const statCodes = subCodes
    .filter(
      (subCode) => !subCode.selectAllPolicyHolders && (subCode.selectedPolicyNumbers?.length ?? 0) === 0,
    )
    .map((subCode) => subCode.statCode);
  return statCodes.length === 0
    ? { ok: true }
    : { ok: false, reason: 'policyholderRequiredPerSubCode', statCodes };
}

/** What placing reads of an Express Order's cart line: what it charges and what it was added from. */
export interface ExpressLineAtPlacement {
  /** Units the cart charges for the line (its shipped quantity when it has one). */
  units: number;
  /** Cents the cart charges for the line before discounts (the cart's subtotal: the line is alone). */
  subTotal: number;
  /** The bulk fingerprint the line was added with. */
  fingerprint: string | undefined;
}

/** What placing reads of the bulk order state as it is now. */
export interface ExpressStateAtPlacement {
  /** The fingerprint of the run whose summary is stored. */
  runFingerprint: string | undefined;
  /** The fingerprint of the state's inputs now. */
  currentFingerprint: string;
  summary: { rows: readonly { quantity: number; price: number }[]; totalQuantity: number; total: number };
}

/**
 * An Express line is placed only as its summary charges it: added from the state's current run (its
 * fingerprint is the run's, and the run's is the state's now), its units the sum of the sub codes' rows
 * and its subtotal the sum of their prices. Anything else was changed after Add to Cart (or tampered
 * with): it is added again first. Discounts and incentives then apply to that subtotal as to any cart.
 */
export function checkExpressLineAtPlacement(
  line: ExpressLineAtPlacement,
  state: ExpressStateAtPlacement,
): { ok: true } | { ok: false; reason: 'pieceChanged' } {
  const quantity = state.summary.rows.reduce((sum, row) => sum + row.quantity, 0);
  const price = state.summary.rows.reduce((sum, row) => sum + row.price, 0);
  const sameRun =
    line.fingerprint !== undefined &&
    line.fingerprint === state.runFingerprint &&
    state.runFingerprint === state.currentFingerprint;
  const asSummarized =
    line.units === quantity &&
    line.subTotal === price &&
    state.summary.totalQuantity === quantity &&
    state.summary.total === price;
  return sameRun && asSummarized ? { ok: true } : { ok: false, reason: 'pieceChanged' };
}
