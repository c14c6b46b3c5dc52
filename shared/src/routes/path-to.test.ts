import { describe, expect, it } from 'vitest';
import { pathTo } from './path-to';
import { paths } from './paths';

describe('pathTo', () => {
  it('fills in and encodes the parameters of a pattern', () => {
    expect(pathTo(paths.reportDetail, { id: 3, name: 'Annual Auto' })).toBe('/report/detail/3/Annual%20Auto');
  });

  it('leaves out an optional parameter that is absent or empty', () => {
    expect(pathTo(paths.reports)).toBe('/reports');
    expect(pathTo(paths.account, { section: 'profile', id: '' })).toBe('/account/profile');
    expect(pathTo(paths.selectAsset, { channel: 'email' })).toBe('/personalization/select-asset/email');
  });

  it('keeps the trailing slash the spec writes', () => {
    expect(pathTo(paths.personalizationStep1, { id: 'os-1', parentId: 'os-0', productId: 'p 1' })).toBe(
      '/personalization/step-1/os-1/os-0/p%201/',
    );
    expect(pathTo(paths.multiChannelReview)).toBe('/personalization/step-4-multi-channel/');
    expect(pathTo(paths.home)).toBe('/');
  });

  it('refuses a missing required parameter', () => {
    expect(() => pathTo(paths.order, {})).toThrow('Missing ":id"');
  });
});
