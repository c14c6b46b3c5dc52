import { describe, expect, it } from 'vitest';
import { CAMPAIGN_WIZARD_ADDRESSES, campaignWizardPath, campaignWizardStepOf } from './campaign-wizard';

const state = { id: 'os 1', parentId: null, productId: 'P-9' };

describe('campaignWizardStepOf', () => {
  it('reads the wizard and step from the address, trailing slash or not', () => {
    expect(campaignWizardStepOf('/cross-sell/step-1')).toEqual({ wizard: 'cross-sell', step: 'step-1' });
    expect(campaignWizardStepOf('/cross-sell/select-multiple-drops/')).toEqual({
      wizard: 'cross-sell',
      step: 'select-multiple-drops',
    });
    expect(campaignWizardStepOf('/prospecting/step-2/select-mail-list')).toEqual({
      wizard: 'prospecting',
      step: 'step-2',
    });
    expect(campaignWizardStepOf('/Prospecting/Step-4')).toEqual({ wizard: 'prospecting', step: 'step-4' });
  });

  it('knows no other address', () => {
    expect(campaignWizardStepOf('/cross-sell/view-summary')).toBeUndefined();
    expect(campaignWizardStepOf('/prospecting/step-2')).toBeUndefined();
    expect(campaignWizardStepOf('/prospecting/select-multiple-drops')).toBeUndefined();
  });

  it('lists the addresses of both wizards for the router', () => {
    expect(CAMPAIGN_WIZARD_ADDRESSES).toEqual([
      '/cross-sell/step-1',
      '/cross-sell/step-2',
      '/cross-sell/step-3',
      '/cross-sell/select-multiple-drops',
      '/cross-sell/step-4',
      '/prospecting/step-1',
      '/prospecting/step-2/select-mail-list',
      '/prospecting/step-3',
      '/prospecting/step-4',
    ]);
  });
});

describe('campaignWizardPath', () => {
  it('opens each step of the order state in the personalization flow', () => {
    expect(campaignWizardPath('cross-sell', 'step-1', state)).toBe(
      '/personalization/step-1/os%201/os%201/P-9/?edit=true',
    );
    expect(campaignWizardPath('cross-sell', 'step-2', state)).toBe('/personalization/step-2/os%201');
    expect(campaignWizardPath('prospecting', 'step-2', state)).toBe('/personalization/step-2/os%201');
    expect(campaignWizardPath('prospecting', 'step-3', state)).toBe('/personalization/step-3/os%201');
    expect(campaignWizardPath('cross-sell', 'select-multiple-drops', state)).toBe(
      '/personalization/step-3/os%201?drops=multiple',
    );
    expect(campaignWizardPath('prospecting', 'step-4', state)).toBe('/personalization/step-4/os%201');
  });

  it("keeps a child's parent in step 1", () => {
    expect(campaignWizardPath('cross-sell', 'step-1', { ...state, parentId: 'p' })).toBe(
      '/personalization/step-1/os%201/p/P-9/?edit=true',
    );
  });

  it('starts each wizard where its orders start without an order state', () => {
    for (const step of ['step-1', 'step-3', 'step-4'] as const) {
      expect(campaignWizardPath('cross-sell', step)).toBe(
        '/personalization/select-asset?programType=CrossSell&channelType=1&isMultiChannel=false',
      );
      expect(campaignWizardPath('prospecting', step)).toBe('/prospecting/select-promote-prospects');
    }
  });
});
