import { describe, expect, it } from 'vitest';
import { productActions, restrictionLabel } from './product-display';
import { Role } from './roles';

const agent = { roles: [Role.Agent], primaryRole: Role.Agent };
const flags = {
  isPersonalizable: true,
  hasProductDataType: true,
  canAddToCart: true,
  isDownloadble: false,
  isCustomizeDownloadble: true,
};

describe('product display', () => {
  it('labels restricted products', () => {
    expect(restrictionLabel('NotForMA')).toBe('NOT FOR USE IN MASSACHUSETTS');
    expect(restrictionLabel('NotForCO')).toBe('NOT FOR USE IN COLORADO');
    expect(restrictionLabel(undefined)).toBeUndefined();
  });

  it('derives the actions from the flags', () => {
    expect(productActions(flags, agent)).toEqual({
      personalize: { shown: true, disabled: false },
      addToCart: true,
      download: false,
      customizeDownload: true,
    });
  });

  it('disables Personalize without product data type', () => {
    expect(productActions({ ...flags, hasProductDataType: false }, agent).personalize).toEqual({
      shown: true,
      disabled: true,
    });
  });

  it('hides personalize and add to cart from roles without all access', () => {
    const none = { roles: [], primaryRole: Role.Agent };
    const actions = productActions(flags, none);
    expect(actions.personalize.shown).toBe(false);
    expect(actions.addToCart).toBe(false);
  });
});
