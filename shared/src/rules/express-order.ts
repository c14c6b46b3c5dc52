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
