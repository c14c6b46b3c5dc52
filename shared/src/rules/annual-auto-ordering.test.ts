import { describe, expect, it } from 'vitest';
import {
  annualAutoAssetPath,
  channelNext,
  expressOrderingNext,
  parseSubCodes,
  samePersonalizationNext,
  subCodeOrders,
  subCodesNext,
} from './annual-auto-ordering';

describe('the annual-auto sub-code pages', () => {
  it('goes from express ordering to the channel, then to the sub codes or straight to the assets', () => {
    expect(expressOrderingNext(true)).toBe('/retention/annual-auto/select-channel?express=true');
    expect(channelNext({ express: 'true', channel: 'email' })).toBe(
      '/retention/annual-auto/select-sub-codes?express=true&channel=email',
    );
    expect(channelNext({ express: 'false', channel: 'multi-channel' })).toBe(
      '/personalization/select-asset/direct-mail?programType=AnnualAuto&channelType=1&isMultiChannel=true',
    );
  });

  it('asks about the same personalization only for two or more sub codes', () => {
    expect(subCodesNext({ channel: 'direct-mail', subCodes: ['1001', '1002'] })).toBe(
      '/retention/annual-auto/same-personalization?express=true&channel=direct-mail&subCodes=1001%2C1002',
    );
    expect(subCodesNext({ channel: 'direct-mail', subCodes: ['1001'] })).toBe(
      '/retention/annual-auto/personalization-sub-codes?express=true&channel=direct-mail&subCodes=1001&same=true',
    );
    expect(samePersonalizationNext({ channel: 'email', subCodes: ['1', '2'], same: false })).toBe(
      '/retention/annual-auto/personalization-sub-codes?express=true&channel=email&subCodes=1%2C2&same=false',
    );
  });

  it('starts one order for all sub codes with the same personalization, else one per sub code', () => {
    expect(subCodeOrders({ channel: 'direct-mail', subCodes: ['1', '2'], same: 'true' })).toEqual([
      { subCodes: ['1', '2'], path: annualAutoAssetPath('direct-mail', ['1', '2']) },
    ]);
    expect(
      subCodeOrders({ channel: 'email', subCodes: ['1', '2'], same: 'false' }).map((order) => order.path),
    ).toEqual([
      '/personalization/select-asset/email?programType=AnnualAuto&subCodes=1&channelType=2&isMultiChannel=false',
      '/personalization/select-asset/email?programType=AnnualAuto&subCodes=2&channelType=2&isMultiChannel=false',
    ]);
  });

  it('reads the sub codes of the query without blanks or repeats', () => {
    expect(parseSubCodes(' 1001,,1002,1001 ')).toEqual(['1001', '1002']);
    expect(parseSubCodes(null)).toEqual([]);
  });
});
