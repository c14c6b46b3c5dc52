import { describe, expect, it } from 'vitest';
import { productLimit } from './product-limit';

describe('productLimit', () => {
  it('keeps a limit with its own text', () => {
    expect(productLimit({ limitAvailable: 5, limitText: '5 per agency' })).toEqual({
      limitAvailable: 5,
      limitText: '5 per agency',
    });
  });

  it('names a limit by its number when the text is blank', () => {
    expect(productLimit({ limitAvailable: 12, limitText: '  ' })).toEqual({
      limitAvailable: 12,
      limitText: '12',
    });
    expect(productLimit({ limitAvailable: 3 })).toEqual({ limitAvailable: 3, limitText: '3' });
  });

  it('stores no limit, and no text, when the limit is blank', () => {
    expect(productLimit({ limitText: 'ten' })).toEqual({ limitAvailable: undefined, limitText: undefined });
  });
});
