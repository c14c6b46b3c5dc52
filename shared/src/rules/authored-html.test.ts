import { describe, expect, it } from 'vitest';
import { authoredClassName } from './authored-html';

describe('authoredClassName', () => {
  it('keeps typography classes and drops layout, position and visibility ones', () => {
    expect(authoredClassName('font-semibold fixed inset-0 z-50 text-center')).toBe(
      'font-semibold text-center',
    );
    expect(authoredClassName('sr-only hidden absolute')).toBeUndefined();
    expect(authoredClassName(null)).toBeUndefined();
  });
});
