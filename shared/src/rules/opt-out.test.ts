import { describe, expect, it } from 'vitest';
import { isOptOutButtonDisabled } from './opt-out';

describe('email opt-out button', () => {
  it('is disabled only for a non-empty invalid address', () => {
    expect(isOptOutButtonDisabled('')).toBe(false);
    expect(isOptOutButtonDisabled('pat@example.com')).toBe(false);
    expect(isOptOutButtonDisabled('pat@')).toBe(true);
    expect(isOptOutButtonDisabled('a@b.com, c@d.com')).toBe(true);
  });
});
