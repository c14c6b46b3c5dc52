import { describe, expect, it } from 'vitest';
import { customDownloadPagePath, customDownloadWaitMs } from './custom-download-commit';

describe('custom download commit', () => {
  it('waits 20 s only for a completed welcome kit', () => {
    expect(customDownloadWaitMs({ completed: true }, true)).toBe(20_000);
    expect(customDownloadWaitMs({ completed: false }, true)).toBe(0);
    expect(customDownloadWaitMs({ completed: true }, false)).toBe(0);
  });

  it('builds the download page path', () => {
    expect(
      customDownloadPagePath({ customDownloadId: 'CD1', docId: 'D 9', completed: true, isWelcomeKit: false }),
    ).toBe('/personalization/download-customize-asset/CD1?docId=D%209&completed=true&isWelcomeKit=false');
  });
});
