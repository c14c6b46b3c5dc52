import { describe, expect, it } from 'vitest';
import {
  documentReturnRoute,
  dropDateNextRoute,
  expressPageflexReturnRoute,
  parseDocIds,
  personalizationStep1Path,
  resumeOrderStatePath,
  startNewOrder,
  step1BackPath,
} from './order-state-routing';

describe('document return routing', () => {
  const base = { orderStateId: 'os1', isMultiChannel: false, programType: 'CrossSell' };

  it('email, not multi-channel → step 2', () => {
    expect(documentReturnRoute({ ...base, channelType: 2, docId: 'D9' })).toBe(
      '/personalization/step-2/os1?docId=D9',
    );
  });

  it('direct mail → step-2-review for a retention order that is not a subscription', () => {
    expect(
      documentReturnRoute({ ...base, channelType: 1, programType: 'Retention', isSubscription: 'false' }),
    ).toBe('/personalization/step-2-review/os1');
  });

  it('direct mail otherwise → step 2 (a subscription says so, for its step 2 and stepper)', () => {
    expect(
      documentReturnRoute({ ...base, channelType: 1, programType: 'Retention', isSubscription: 'true' }),
    ).toBe('/personalization/step-2/os1?isSubscription=true');
    expect(documentReturnRoute({ ...base, channelType: 1, review: 'true' })).toBe(
      '/personalization/step-2/os1?review=true',
    );
  });

  it('multi-channel email → the step-4 multi-channel page', () => {
    expect(
      documentReturnRoute({
        ...base,
        orderStateId: 'em1',
        parentId: 'dm1',
        channelType: 2,
        isMultiChannel: 'true',
        docId: 'D2',
      }),
    ).toBe('/personalization/step-4-multi-channel/?parentId=dm1&docId=D2');
    expect(documentReturnRoute({ ...base, channelType: 3 })).toBe(
      '/personalization/step-4-multi-channel/?parentId=os1',
    );
  });

  it('the multi-channel direct-mail parent still goes to step 2 for its list', () => {
    expect(documentReturnRoute({ ...base, channelType: 1, isMultiChannel: true })).toBe(
      '/personalization/step-2/os1',
    );
  });
});

describe('next from the drop date', () => {
  it('not multi-channel → step 4', () => {
    expect(dropDateNextRoute({ orderStateId: 'os1', isMultiChannel: false })).toBe(
      '/personalization/step-4/os1',
    );
  });

  it('multi-channel with review=true → the multi-channel review', () => {
    expect(
      dropDateNextRoute({
        orderStateId: 'dm1',
        isMultiChannel: true,
        review: 'true',
        existingEmailState: { id: 'em1', productId: 'p-e', pageFlexDocumentId: 'D7' },
      }),
    ).toBe('/personalization/step-4-multi-channel/?parentId=dm1&docId=D7');
  });

  it('multi-channel with an existing email state → that state', () => {
    expect(
      dropDateNextRoute({
        orderStateId: 'dm1',
        isMultiChannel: true,
        existingEmailState: { id: 'em1', productId: 'p-e' },
        programType: 'CrossSell',
      }),
    ).toBe('/personalization/step-1/em1/dm1/p-e/?edit=true&channelType=2&programType=CrossSell');
  });

  it('multi-channel without one → the email asset selection', () => {
    expect(
      dropDateNextRoute({
        orderStateId: 'dm1',
        isMultiChannel: 'true',
        programType: 'CrossSell',
        productType: 'Home',
        oppId: 42,
        statCode: '1234567',
      }),
    ).toBe(
      '/personalization/select-asset/email?programType=CrossSell&statCode=1234567&oppId=42&channelType=2&productType=Home&isMultiChannel=true&parentId=dm1',
    );
  });
});

describe('starting a new order', () => {
  const express = {
    agency: { statId: '1234567', isOwnerMaster: true },
    product: { isExpressOrderingAllowed: true },
    subCodes: [{ statId: '7654321', policyHoldersCount: 5 }],
  };
  const notExpress = { ...express, agency: { ...express.agency, isOwnerMaster: false } };

  it('goes to the express confirmation on the express-order shortcut', () => {
    expect(
      startNewOrder({ productId: 'p1', programType: 'CrossSell', isEmailProduct: false, express }),
    ).toEqual({
      kind: 'expressOrder',
      path: '/expressorder/confirmation/p1',
    });
  });

  it('otherwise starts an order state with direct mail, or email for an email product', () => {
    expect(
      startNewOrder({ productId: 'p1', programType: 'Winback', isEmailProduct: false, express: notExpress }),
    ).toEqual({ kind: 'orderState', programType: 'WinBack', channelType: 1 });
    expect(
      startNewOrder({
        productId: 'p1',
        programType: 'CrossSellEmail',
        isEmailProduct: true,
        express: notExpress,
      }),
    ).toEqual({ kind: 'orderState', programType: 'CrossSellEmail', channelType: 2 });
  });

  it('does nothing for an unidentifiable program type', () => {
    expect(
      startNewOrder({ productId: 'p1', programType: 'Mystery', isEmailProduct: false, express: notExpress }),
    ).toEqual({
      kind: 'none',
      reason: 'unidentifiableProgramType',
    });
  });

  it('builds the step 1 path, a root state being its own parent', () => {
    expect(
      personalizationStep1Path({ orderStateId: 'os1', productId: 'p1', query: { channelType: 1 } }),
    ).toBe('/personalization/step-1/os1/os1/p1/?channelType=1');
    expect(personalizationStep1Path({ orderStateId: 'em1', parentId: 'dm1', productId: 'p2' })).toBe(
      '/personalization/step-1/em1/dm1/p2/',
    );
  });
});

describe('express pageflex return', () => {
  it('goes to step 2 only when isLastRecord is true and currentStep is absent', () => {
    expect(expressPageflexReturnRoute({ bulkOrderStateId: 'b1', isLastRecord: 'true' })).toBe(
      '/expressorder/step-2/b1',
    );
    expect(expressPageflexReturnRoute({ bulkOrderStateId: 'b1', isLastRecord: true, currentStep: '' })).toBe(
      '/expressorder/step-2/b1',
    );
  });

  it('goes back to step 1 otherwise', () => {
    expect(
      expressPageflexReturnRoute({ bulkOrderStateId: 'b1', isLastRecord: 'true', currentStep: '1' }),
    ).toBe('/expressorder/step-1/b1');
    expect(
      expressPageflexReturnRoute({ bulkOrderStateId: 'b1', orderStateId: 'os3', isLastRecord: 'false' }),
    ).toBe('/expressorder/step-1/b1/os3');
  });

  it('reads the DocID comma list', () => {
    expect(parseDocIds('D1, D2,,D3')).toEqual(['D1', 'D2', 'D3']);
    expect(parseDocIds(undefined)).toEqual([]);
  });
});

describe('resuming a saved item', () => {
  const base = { id: 'os-1', productId: 'p-1', targetCount: 0 };
  it('goes back to step 1 (edit) while there is no document', () => {
    expect(resumeOrderStatePath(base)).toBe('/personalization/step-1/os-1/os-1/p-1/?edit=true');
  });
  it('goes to the recipients once personalized, to the schedule once counted, else the review', () => {
    const personalized = { ...base, pageFlexDocumentId: 'doc-1' };
    expect(resumeOrderStatePath(personalized)).toBe('/personalization/step-2/os-1');
    expect(resumeOrderStatePath({ ...personalized, targetCount: 30 })).toBe('/personalization/step-3/os-1');
    expect(
      resumeOrderStatePath({ ...personalized, targetCount: 30, dropDetails: { mailingDetails: [{}] } }),
    ).toBe('/personalization/step-4/os-1');
  });
  it('resumes a win-back order at its own schedule page, and a pet or annual-auto order at step 2 or the review', () => {
    const counted = { ...base, pageFlexDocumentId: 'doc-1', targetCount: 30 };
    expect(resumeOrderStatePath({ ...counted, programType: 'WinBack' })).toBe(
      '/personalization/step-3-win-back/os-1',
    );
    expect(resumeOrderStatePath({ ...counted, programType: 'PetInsurance' })).toBe(
      '/personalization/step-2/os-1',
    );
    expect(
      resumeOrderStatePath({ ...counted, programType: 'AnnualAuto', dropDetails: { mailingDetails: [] } }),
    ).toBe('/personalization/step-4/os-1');
  });
});

describe('step1BackPath', () => {
  it('goes back where the order started, by searchType', () => {
    expect(step1BackPath('P 1', {})).toBe('/product/P%201');
    expect(step1BackPath('P1', { searchType: 'detail' })).toBe('/product/P1');
    expect(step1BackPath('P1', { searchType: 'favorites' })).toBe('/account/favorites');
    expect(
      step1BackPath('P1', {
        searchType: 'search',
        'active-tab': 'cross-sell',
        'f-product-search-term': 'auto letter',
        programType: 'CrossSell',
      }),
    ).toBe('/products?active-tab=cross-sell&f-product-search-term=auto%20letter');
    expect(
      step1BackPath('P1', {
        searchType: 'asset',
        programType: 'CrossSell',
        channelType: '1',
        isMultiChannel: 'false',
      }),
    ).toBe('/personalization/select-asset?programType=CrossSell&channelType=1&isMultiChannel=false');
  });
});
