import { describe, expect, it } from 'vitest';
import { upForRenewalWindow } from './renewal-window';

describe('upForRenewalWindow', () => {
  it('runs from the New York day to three months ahead', () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in New York.
    expect(upForRenewalWindow(new Date('2026-11-23T03:00:00Z'))).toEqual({
      from: '2026-11-22',
      to: '2027-02-22',
    });
  });

  it('ends on the last day of a shorter month', () => {
    expect(upForRenewalWindow(new Date('2026-11-30T17:00:00Z'))).toEqual({
      from: '2026-11-30',
      to: '2027-02-28',
    });
  });
});
