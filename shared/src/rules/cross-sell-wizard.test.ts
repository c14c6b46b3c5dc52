import { describe, expect, it } from 'vitest';
import { crossSellWizardPath, crossSellWizardStepOf } from './cross-sell-wizard';

const state = { id: 'os 1', parentId: null, productId: 'P-9' };

describe('crossSellWizardStepOf', () => {
  it('reads the step from the wizard address, trailing slash or not', () => {
    expect(crossSellWizardStepOf('/cross-sell/step-1')).toBe('step-1');
    expect(crossSellWizardStepOf('/cross-sell/select-multiple-drops/')).toBe('select-multiple-drops');
    expect(crossSellWizardStepOf('/cross-sell/view-summary')).toBeUndefined();
  });
});

describe('crossSellWizardPath', () => {
  it('opens each step of the order state in the personalization flow', () => {
    expect(crossSellWizardPath('step-1', state)).toBe('/personalization/step-1/os%201/os%201/P-9/?edit=true');
    expect(crossSellWizardPath('step-2', state)).toBe('/personalization/step-2/os%201');
    expect(crossSellWizardPath('step-3', state)).toBe('/personalization/step-3/os%201');
    expect(crossSellWizardPath('select-multiple-drops', state)).toBe(
      '/personalization/step-3/os%201?drops=multiple',
    );
    expect(crossSellWizardPath('step-4', state)).toBe('/personalization/step-4/os%201');
  });

  it("keeps a child's parent in step 1", () => {
    expect(crossSellWizardPath('step-1', { ...state, parentId: 'p' })).toBe(
      '/personalization/step-1/os%201/p/P-9/?edit=true',
    );
  });

  it('starts a do-it-yourself cross-sell letter without an order state', () => {
    for (const step of ['step-1', 'step-3', 'step-4'] as const) {
      expect(crossSellWizardPath(step)).toBe(
        '/personalization/select-asset?programType=CrossSell&channelType=1&isMultiChannel=false',
      );
    }
  });
});
