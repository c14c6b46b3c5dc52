import { describe, expect, it } from 'vitest';
import { USAGE_LIMITS, usageDecision } from './usage-limits';

describe('usageDecision', () => {
  const { perWindow, windowSeconds } = USAGE_LIMITS.proofRender;

  it('lets every use up to the window figure through', () => {
    for (let count = 1; count <= perWindow; count++) {
      expect(usageDecision('proofRender', count, 1_000_020)).toEqual({ allowed: true });
    }
  });

  it('refuses the next one with the seconds left in the window', () => {
    const windowStart = 1_000_020 - (1_000_020 % windowSeconds);
    expect(usageDecision('proofRender', perWindow + 1, windowStart + 15)).toEqual({
      allowed: false,
      retryAfterSeconds: windowSeconds - 15,
    });
  });

  it('never asks to wait less than a second', () => {
    const lastSecond = 120 * windowSeconds - 0.2;
    expect(usageDecision('proofRender', perWindow + 1, lastSecond)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});
