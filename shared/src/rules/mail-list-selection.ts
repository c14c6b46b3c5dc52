import type { MailListFlowState } from '../model/mail-list';

/**
 * Mail-list step of personalization (spec 2 §4, §5): UPLOAD, PREVIEW, SELECT, SUMMARY. A new list is
 * uploaded and named, then summarised (proceed with only the successful records, or cancel and upload
 * again); an existing list is picked and previewed; then records are selected.
 */

/** Next from the upload summary: proceed selects among the successful records, cancel uploads again. */
export function mailListStateAfterSummary(choice: 'proceed' | 'cancel'): MailListFlowState {
  return choice === 'proceed' ? 'SELECT' : 'UPLOAD';
}

/** Next on a new list: a name and at least one record loaded. */
export function canContinueWithMailList(input: {
  name: string | null | undefined;
  recordCount: number;
}): boolean {
  return (input.name ?? '').trim() !== '' && input.recordCount > 0;
}

/**
 * The records ticked when a list's selection opens, by id: the order's saved records of that list, or all
 * of them ('all') when the order has none yet; by id, so that a list too large to hold in the browser
 * needs none of its records there.
 */
export function initialRecordSelection(
  savedIds: readonly string[] | null | undefined,
): readonly string[] | 'all' {
  return savedIds && savedIds.length > 0 ? savedIds : 'all';
}
