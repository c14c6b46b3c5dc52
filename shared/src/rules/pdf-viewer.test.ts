import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canGoToNextPdfPage, canGoToPreviousPdfPage, clampPdfPage, showsPdfPager } from './pdf-viewer';

describe('PDF viewer', () => {
  it('moves only within 1 to total pages', () => {
    expect(clampPdfPage(0, 10)).toBe(1);
    expect(clampPdfPage(11, 10)).toBe(10);
    expect(clampPdfPage(4, 10)).toBe(4);
    expect(canGoToPreviousPdfPage(1)).toBe(false);
    expect(canGoToNextPdfPage(10, 10)).toBe(false);
    expect(canGoToNextPdfPage(9, 10)).toBe(true);
  });

  it('shows a pager only for more than 1 page', () => {
    expect(showsPdfPager(1)).toBe(false);
    expect(showsPdfPager(10)).toBe(true);
  });

  it('always lands on an existing page', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 500 }), (page, total) => {
        const shown = clampPdfPage(page, total);
        expect(shown).toBeGreaterThanOrEqual(1);
        expect(shown).toBeLessThanOrEqual(total);
      }),
    );
  });
});
