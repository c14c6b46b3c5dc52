import { describe, expect, it } from 'vitest';
import { LEGACY_REDIRECTS, resolveLegacyUrl } from './legacy-urls';

const params = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

describe('legacy addresses', () => {
  it('sends old order history to the account order history', () => {
    expect(resolveLegacyUrl('/OrderHistory', '')).toBe('/account/order-history');
    expect(resolveLegacyUrl('/orderhistory.aspx/', '')).toBe('/account/order-history');
  });

  it('sends brochures and posters to product search with a format filter', () => {
    expect(resolveLegacyUrl('/Brochures', '')).toBe('/products?f-product-format=brochures');
    expect(resolveLegacyUrl('/Posters', '')).toBe('/products?f-product-format=posters');
  });

  it('sends CMS, how-to, list, reporting and home pages to their new places', () => {
    expect(resolveLegacyUrl('/CMS/Prospecting', '')).toBe('/prospecting');
    expect(resolveLegacyUrl('/CMS/Retention/WinBack', '')).toBe('/retention/win-back');
    expect(resolveLegacyUrl('/HowTo', '')).toBe('/how-to-videos');
    expect(resolveLegacyUrl('/HowTo/Marketing', '')).toBe('/marketing');
    expect(resolveLegacyUrl('/Lists', '')).toBe('/account/agency-lists');
    expect(resolveLegacyUrl('/Reporting', '')).toBe('/reports');
    expect(resolveLegacyUrl('/Default.aspx', '')).toBe('/home');
    expect(resolveLegacyUrl('/Home/Index', '')).toBe('/home');
  });

  it('maps the old report 51 to report 3, Annual Auto', () => {
    expect(resolveLegacyUrl('/Report.aspx', '?id=51')).toBe('/report/detail/3/Annual%20Auto');
    expect(resolveLegacyUrl('/Report.aspx', 'ID=51')).toBe('/report/detail/3/Annual%20Auto');
    expect(resolveLegacyUrl('/Report.aspx', '?id=12')).toBe('/reports');
  });

  it('maps old search values to product search filter keys', () => {
    const url = resolveLegacyUrl(
      '/Search.aspx',
      '?keyword=renters&program=CrossSell&product=Renters&format=Letter%20Templates&category=Auto',
    );
    expect(url?.startsWith('/products?')).toBe(true);
    expect(params(url!)).toEqual({
      'f-product-search-term': 'renters',
      'f-program-type': 'cross-sell',
      'f-product-type': 'renters',
      'f-product-format': 'letter-templates',
      'f-product-category': 'auto',
    });
  });

  it('turns the motorcycle keyword into two item numbers', () => {
    const url = resolveLegacyUrl('/Search.aspx', '?keyword=Motorcycle');
    expect(params(url!)).toEqual({ 'f-product-search-term': 'AP-9628E;AP-4945E' });
  });

  it('leaves current routes and unknown paths alone', () => {
    for (const path of ['/home', '/', '/reports', '/products', '/account/order-history', '/nowhere']) {
      expect(resolveLegacyUrl(path, '')).toBeUndefined();
    }
  });

  it('never redirects to another legacy address', () => {
    for (const [path, target] of Object.entries(LEGACY_REDIRECTS)) {
      const resolved = typeof target === 'string' ? target : target(new URLSearchParams());
      const [targetPath] = resolved.split('?');
      expect(resolveLegacyUrl(targetPath!, ''), path).toBeUndefined();
    }
  });
});
