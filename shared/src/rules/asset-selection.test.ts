import { describe, expect, it } from 'vitest';
import { assetChannelOf, assetSearch, channelChoicePath, isEmailFormat } from './asset-selection';

describe('asset selection', () => {
  it('reads the channel from the route segment or the channelType query value', () => {
    expect(assetChannelOf('email')).toBe('email');
    expect(assetChannelOf(undefined, '2')).toBe('email');
    expect(assetChannelOf('direct-mail', '1')).toBe('direct-mail');
    expect(assetChannelOf(undefined)).toBe('direct-mail');
  });

  it('tells an email asset from a mailed one by its format', () => {
    expect(isEmailFormat('Email')).toBe(true);
    expect(isEmailFormat('Letter Templates')).toBe(false);
    expect(isEmailFormat(undefined)).toBe(false);
  });

  it('searches the program and channel formats; cross-sell email adds the Cross-sell Email program', () => {
    expect(assetSearch({ channel: 'direct-mail', programType: 'CrossSell' })).toEqual({
      programType: ['CrossSell'],
      productFormat: ['Letter Templates', 'Postcards'],
      term: [],
    });
    expect(assetSearch({ channel: 'email', programType: 'cross-sell', searchTerm: 'auto' })).toEqual({
      programType: ['CrossSell', 'CrossSellEmail'],
      productFormat: ['Email'],
      term: ['auto'],
    });
    expect(assetSearch({ channel: 'email', programType: 'nonsense' }).programType).toEqual([]);
  });

  it('sends each channel choice to the asset selection with the carried values', () => {
    const carried = { programType: 'CrossSell', oppId: 7 };
    expect(channelChoicePath('email', carried)).toBe(
      '/personalization/select-asset/email?programType=CrossSell&oppId=7&channelType=2&isMultiChannel=false',
    );
    expect(channelChoicePath('multi-channel', carried)).toBe(
      '/personalization/select-asset/direct-mail?programType=CrossSell&oppId=7&channelType=1&isMultiChannel=true',
    );
  });
});
