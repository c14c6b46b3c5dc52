import { UPLOAD_RECORDS_PAGE_SIZES } from '@msc/shared/rules/upload-limits';

/**
 * Where a page of the "valid" filter starts, without reading the list before it.
 *
 * Valid now = the records valid as uploaded (A, never edited) merged in file order with the failed ones
 * fixed since (B, edits that pass the rule). The pipeline notes the record number of every MARK_EVERY-th
 * record of A (its "marks"), and each fix keeps `validBefore`, the number of A records before it. Then the
 * position of any record in the merged list is arithmetic, and a page reads from the nearest mark (or fix)
 * before it: at most MARK_EVERY + a page of records, at any depth.
 */
export const MARK_EVERY = UPLOAD_RECORDS_PAGE_SIZES[0];

interface ValidPageStart {
  /** Read from the record of this mark (A's record MARK_EVERY·index), or from this fix (B's index). */
  from: { mark: number } | { fix: number };
  /** A records before the starting record. */
  validBefore: number;
  /** B records before the starting record. */
  fixesBefore: number;
  /** Records of the merged list to pass over from the starting one before the page begins. */
  skip: number;
  /** The mark past the last record the page can need (read to its record, exclusive), by A's count. */
  endMark: number;
}

/**
 * The page starting at merged position `start` (0-based) of `pageSize`, given each fix's `validBefore`
 * in file order (ascending, as fixes are failed records in file order).
 */
export function validPageStart(start: number, pageSize: number, fixes: readonly number[]): ValidPageStart {
  // Fixes placed before the page: fix i sits at merged position validBefore[i] + i.
  let before = 0;
  while (before < fixes.length && fixes[before]! + before < start) before++;
  const validAtStart = start - before;
  const markIndex = Math.floor(validAtStart / MARK_EVERY);
  const markValid = markIndex * MARK_EVERY;
  // Fix i comes before A's record k when validBefore[i] <= k.
  let fixesBeforeMark = 0;
  while (fixesBeforeMark < fixes.length && fixes[fixesBeforeMark]! <= markValid) fixesBeforeMark++;
  const fromMark = markValid + fixesBeforeMark <= start;
  const begin = fromMark
    ? { from: { mark: markIndex }, validBefore: markValid, fixesBefore: fixesBeforeMark }
    : // The mark is the page's first A record and a fix comes before it: that fix is at `start` itself.
      { from: { fix: before }, validBefore: fixes[before]!, fixesBefore: before };
  const skip = start - begin.validBefore - begin.fixesBefore;
  // At most skip + pageSize A records are read from the start.
  const endMark = Math.ceil((begin.validBefore + skip + pageSize) / MARK_EVERY);
  return { ...begin, skip, endMark };
}
