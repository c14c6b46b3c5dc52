import { describe, expect, it } from 'vitest';
import { queryFlag, segment, withQuery } from './route-url';

describe('route urls', () => {
  it('keeps key order, drops empty values and encodes', () => {
    expect(withQuery('/products', { a: 'x y', b: undefined, c: null, d: '', e: 0, f: false })).toBe(
      '/products?a=x%20y&e=0&f=false',
    );
    expect(withQuery('/products', {})).toBe('/products');
    expect(new URLSearchParams(withQuery('/p', { t: 'AP-9628E;AP-4945E' }).split('?')[1]).get('t')).toBe(
      'AP-9628E;AP-4945E',
    );
  });

  it('reads query flags', () => {
    expect(queryFlag('true')).toBe(true);
    expect(queryFlag('True')).toBe(true);
    expect(queryFlag(true)).toBe(true);
    expect(queryFlag('false')).toBe(false);
    expect(queryFlag(undefined)).toBe(false);
    expect(segment('Annual Auto')).toBe('Annual%20Auto');
  });
});
