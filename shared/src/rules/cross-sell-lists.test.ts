import { describe, expect, it } from 'vitest';
import {
  agencyIdLabel,
  crossSellListRouteId,
  crossSellListTitle,
  DO_IT_YOURSELF_LINKS,
  enrollCell,
  enrollText,
  expressOrderingNextPath,
  isListEnrolled,
  marketingChannel,
  showsStartOrder,
  summaryExpressOrderingRoute,
  summaryStartOrderRoute,
  yesNo,
} from './cross-sell-lists';
import { parseCrossSellListType } from './start-order-routing';

describe('cross-sell lists', () => {
  it('offers Enroll only on the automated lists', () => {
    expect(enrollCell('home-to-auto', { isEnrolled: false })).toBe('enroll');
    expect(enrollCell('auto-to-home', { isEnrolled: true })).toBe('enrolled');
    expect(enrollCell('custom-auto', { isEnrolled: false })).toBe('none');
    expect(showsStartOrder('umbrella-to-auto')).toBe(false);
    expect(showsStartOrder('pet')).toBe(true);
  });

  it('passes Enrolled or Not Enrolled to the detail page', () => {
    expect(enrollText(true)).toBe('Enrolled');
    expect(enrollText(false)).toBe('Not Enrolled');
  });

  it('counts a list as enrolled when a row has a mailing date, unless enrollText says otherwise', () => {
    const mailed = [{ mailingDate: null }, { mailingDate: '2024-03-13' }];
    expect(isListEnrolled(mailed)).toBe(true);
    expect(isListEnrolled([{ mailingDate: null }])).toBe(false);
    expect(isListEnrolled(mailed, 'Not Enrolled')).toBe(false);
    expect(isListEnrolled([], 'Enrolled')).toBe(true);
  });

  it('labels the owner master id and sub-code agency ids', () => {
    const ownerMaster = { statId: '1201000', isOwnerMaster: true };
    expect(agencyIdLabel('1201000', ownerMaster)).toBe('Owner Master ID');
    expect(agencyIdLabel('1201001', ownerMaster)).toBe('Sub-Code Agency ID');
    expect(agencyIdLabel('1201000', { ...ownerMaster, isOwnerMaster: false })).toBe('Sub-Code Agency ID');
  });

  it('shows Direct Mail for mailed rows and Y/N for specialty lines', () => {
    expect(marketingChannel({ mailingDate: '2024-03-13' })).toBe('Direct Mail');
    expect(marketingChannel({})).toBe('');
    expect(yesNo(true)).toBe('Y');
    expect(yesNo(undefined)).toBe('N');
  });

  it('titles a summary by its list type, or "No List Type Found"', () => {
    expect(crossSellListTitle(parseCrossSellListType('Cross-Sell-Auto-To-Home'))).toBe('Auto to Home');
    expect(crossSellListTitle(parseCrossSellListType('cross-sell-landlord-protection'))).toBe(
      'Landlord Protection',
    );
    expect(crossSellListTitle(parseCrossSellListType('custom-umbrella'))).toBe('Custom Umbrella');
    expect(crossSellListTitle(parseCrossSellListType('Cross-Sell-Boats'))).toBe('No List Type Found');
    expect(crossSellListTitle(undefined)).toBe('No List Type Found');
  });

  it('names a list type in routes the way the legacy links do, and reads it back', () => {
    expect(crossSellListRouteId('auto-to-home')).toBe('Cross-Sell-Auto-To-Home');
    expect(crossSellListRouteId('pet')).toBe('Cross-Sell-Pet');
    expect(parseCrossSellListType(crossSellListRouteId('landlord-protection'))).toBe('landlord-protection');
  });

  it('starts an order from a summary row on the list type’s page, carrying the list and the sub code', () => {
    const carried = 'oppId=1201001-H&oppType=H&statCode=1201001&isMultiChannel=false&channelType=1';
    expect(summaryStartOrderRoute('custom-home', { subCode: '1201001' })).toBe(
      `/personalization/select-channel?programType=CrossSell&productType=Home&${carried}`,
    );
    expect(summaryStartOrderRoute('custom-auto', { subCode: '1201001' })).toMatch(
      /^\/personalization\/select-channel\?programType=CrossSell&productType=Auto&oppId=1201001-A&oppType=A&/,
    );
    expect(summaryStartOrderRoute('landlord-protection', { subCode: '7' })).toBe(
      '/personalization/select-asset?programType=CrossSell&productType=LandlordProtection&oppId=7-LPP&oppType=LPP&statCode=7&isMultiChannel=false&channelType=1',
    );
    expect(summaryStartOrderRoute('custom-umbrella', { subCode: '7' })).toMatch(
      /^\/personalization\/select-asset\?/,
    );
    expect(summaryStartOrderRoute('specialty', { subCode: '7' })).toMatch(
      /^\/personalization\/select-asset\?/,
    );
    expect(summaryStartOrderRoute('pet', { subCode: '7' })).toBe(
      '/products?f-program-type=pet-insurance&f-product-type=pet&active-tab=cross-sell&programType=PetInsurance&productType=Pet%20Insurance&oppId=7-PI&oppType=PI&statCode=7&isMultiChannel=false&channelType=1',
    );
  });

  it('links the do-it-yourself pieces to the spec’s product searches', () => {
    expect(DO_IT_YOURSELF_LINKS.renters).toBe(
      '/products?f-product-type=renters&f-program-type=cross-sell&product-ids=AP-9626E;AP-4946E',
    );
    expect(
      new URLSearchParams(DO_IT_YOURSELF_LINKS.motorcycle.split('?')[1]).get('f-product-search-term'),
    ).toBe('AP-9628E;AP-4945E');
    expect(DO_IT_YOURSELF_LINKS.snowmobile).toBe('/products?f-product-search-term=AP-9630E');
    expect(DO_IT_YOURSELF_LINKS.offRoad).toBe('/products?f-product-search-term=AP-9343E');
  });

  it('sends Yes to the express order and No to the single-agency start, carrying the query', () => {
    const query = { productId: 'P 1', programType: 'CrossSell', oppType: 'H' };
    expect(expressOrderingNextPath('yes', query)).toBe(
      '/expressorder/confirmation/P%201?programType=CrossSell&oppType=H',
    );
    expect(expressOrderingNextPath('no', query)).toBe(
      '/personalization/save-for-later/confirmation/P%201?programType=CrossSell&oppType=H&singleAgency=true',
    );
    expect(expressOrderingNextPath('no', { programType: 'CrossSell' })).toBe(
      '/personalization/select-asset?programType=CrossSell&singleAgency=true',
    );
    expect(expressOrderingNextPath('yes', { programType: 'CrossSell' })).toBe(
      '/personalization/select-asset?programType=CrossSell',
    );
  });

  it('offers an owner master the Express Ordering of a list with other sub codes to mail', () => {
    const summary = {
      ownerMasterId: '1721001',
      rows: [
        { subCode: '1721001', opportunities: 12 },
        { subCode: '1721002', opportunities: 4 },
      ],
    };
    expect(summaryExpressOrderingRoute('custom-home', summary, { isOwnerMaster: true })).toBe(
      '/cross-sell/express-ordering?programType=CrossSell&productType=Home&oppId=1721001-H&oppType=H&isMultiChannel=false&channelType=1',
    );
    // Not to a sub-code agency, not on an automated list, not when no other sub code has opportunities.
    expect(summaryExpressOrderingRoute('custom-home', summary, { isOwnerMaster: false })).toBeUndefined();
    expect(summaryExpressOrderingRoute('auto-to-home', summary, { isOwnerMaster: true })).toBeUndefined();
    const alone = { ...summary, rows: [summary.rows[0]!, { subCode: '1721002', opportunities: 0 }] };
    expect(summaryExpressOrderingRoute('custom-home', alone, { isOwnerMaster: true })).toBeUndefined();
  });
});
