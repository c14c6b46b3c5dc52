import { describe, expect, it } from 'vitest';
import { safeRedirectPath, signInPathFor } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirectPath('/cart')).toBe('/cart');
    expect(safeRedirectPath('/products?f-product-search-term=auto')).toBe(
      '/products?f-product-search-term=auto',
    );
  });

  it('falls back to home when there is nothing or something foreign', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
    expect(safeRedirectPath('https://evil.example/')).toBe('/');
    expect(safeRedirectPath('//evil.example/')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath('javascript:alert(1)')).toBe('/');
  });

  it('refuses control characters, which browsers drop to make a foreign address', () => {
    expect(safeRedirectPath('/\t/evil.example')).toBe('/');
    expect(safeRedirectPath('/\n/evil.example')).toBe('/');
    expect(safeRedirectPath('/cart\u0000')).toBe('/');
    expect(safeRedirectPath('/\u007f/evil.example')).toBe('/');
  });
});

describe('signInPathFor', () => {
  it('carries where the user was', () => {
    expect(signInPathFor('/cart')).toBe('/sign-in?redirectUrl=%2Fcart');
    expect(signInPathFor('/products?a=1&b=2')).toBe('/sign-in?redirectUrl=%2Fproducts%3Fa%3D1%26b%3D2');
  });

  it('needs no redirect for home', () => {
    expect(signInPathFor('/')).toBe('/sign-in');
  });
});
