import { describe, expect, it } from 'vitest';
import {
  isAutomatedListType,
  parseCrossSellListType,
  startOrderRoute,
  startOrderTarget,
} from './start-order-routing';

const params = { programType: 'CrossSell', productType: 'Home', oppId: '77' };

describe('Start Order routing by list type', () => {
  it('sends pet to product search with the pet filters and the cross-sell tab', () => {
    expect(startOrderRoute('pet', { ...params, productType: 'Pet Insurance' })).toBe(
      '/products?f-program-type=pet-insurance&f-product-type=pet&active-tab=cross-sell' +
        '&programType=CrossSell&productType=Pet%20Insurance&oppId=77&isMultiChannel=false&channelType=1',
    );
  });

  it('sends landlord protection and custom umbrella to asset selection', () => {
    expect(startOrderTarget('landlord-protection')).toBe('assetSelection');
    expect(startOrderRoute('custom-umbrella', params)).toBe(
      '/personalization/select-asset?programType=CrossSell&productType=Home&oppId=77&isMultiChannel=false&channelType=1',
    );
  });

  it('sends custom auto and custom home to channel selection', () => {
    expect(startOrderTarget('custom-auto')).toBe('channelSelection');
    expect(startOrderRoute('custom-home', { ...params, statCode: '1234567' })).toBe(
      '/personalization/select-channel?programType=CrossSell&productType=Home&oppId=77&statCode=1234567&isMultiChannel=false&channelType=1',
    );
  });

  it('sends every other list type to asset selection', () => {
    expect(startOrderTarget('specialty')).toBe('assetSelection');
    expect(startOrderTarget('auto-to-home')).toBe('assetSelection');
  });

  it('knows the automated lists (Enroll, no Start Order)', () => {
    expect(isAutomatedListType('home-to-auto')).toBe(true);
    expect(isAutomatedListType('custom-home')).toBe(false);
  });

  it('reads list types from route values', () => {
    expect(parseCrossSellListType('cross-sell-home-to-auto')).toBe('home-to-auto');
    expect(parseCrossSellListType('/cross-sell/view-summary/Cross-Sell-Auto-To-Home/')).toBe('auto-to-home');
    expect(parseCrossSellListType('pet')).toBe('pet');
    expect(parseCrossSellListType('boats')).toBeUndefined();
    expect(parseCrossSellListType(null)).toBeUndefined();
  });
});
