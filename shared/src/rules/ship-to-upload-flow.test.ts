import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfirmAddresses,
  previewRecords,
  stepAfterUploadSummary,
  uploadSummaryChoices,
} from './ship-to-upload-flow';

describe('ship-to upload flow', () => {
  it('previews at most the first 20 records', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), (records) => {
        const preview = previewRecords(records);
        expect(preview).toEqual(records.slice(0, Math.min(20, records.length)));
      }),
    );
  });

  it('offers fix only when some records failed', () => {
    expect(uploadSummaryChoices({ failed: 0 })).toEqual(['proceed', 'reupload']);
    expect(uploadSummaryChoices({ failed: 2 })).toEqual(['proceed', 'reupload', 'fix']);
  });

  it('routes the summary choice', () => {
    expect(stepAfterUploadSummary('proceed')).toBe('confirm');
    expect(stepAfterUploadSummary('fix')).toBe('fix');
    expect(stepAfterUploadSummary('reupload')).toBe('upload');
  });

  it('blocks confirming an empty list', () => {
    expect(canConfirmAddresses([])).toBe(false);
    expect(canConfirmAddresses([{}])).toBe(true);
  });
});
