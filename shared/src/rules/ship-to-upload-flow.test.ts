import { describe, expect, it } from 'vitest';
import { canConfirmAddresses, stepAfterUploadSummary, uploadSummaryChoices } from './ship-to-upload-flow';

describe('ship-to upload flow', () => {
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
