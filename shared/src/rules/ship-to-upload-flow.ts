import type { ShipToUploadStep, UploadSummaryChoice } from '../model/ship-to';

/**
 * Ship to Multiple Contacts upload (spec 1 §2, §4): upload, preview, summary, confirm. The summary
 * choice sets the next step: proceed to confirm, fix opens error editing, reupload returns to upload.
 */

/** The summary offers proceed and reupload, and fix only when some records have errors. */
export function uploadSummaryChoices(summary: { failed: number }): UploadSummaryChoice[] {
  return summary.failed > 0 ? ['proceed', 'reupload', 'fix'] : ['proceed', 'reupload'];
}

const STEP_AFTER_SUMMARY: Readonly<Record<UploadSummaryChoice, ShipToUploadStep>> = {
  proceed: 'confirm',
  fix: 'fix',
  reupload: 'upload',
};

export function stepAfterUploadSummary(choice: UploadSummaryChoice): ShipToUploadStep {
  return STEP_AFTER_SUMMARY[choice];
}

/** Confirming addresses (and quantities) is blocked when the list is empty. */
export function canConfirmAddresses(addresses: readonly unknown[]): boolean {
  return addresses.length > 0;
}
