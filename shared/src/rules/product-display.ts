import { notices } from '../messages';
import type { Restriction } from '../model/enums';
import { type Capability, hasCapability, type RoleHolder } from './roles';

/** What a product tile and detail page show (spec 1 §2, §5; spec 2 §5). */

/** NotForMA → NOT FOR USE IN MASSACHUSETTS, NotForCO → NOT FOR USE IN COLORADO; none → undefined. */
export function restrictionLabel(restriction: Restriction | null | undefined): string | undefined {
  if (restriction === 'NotForMA') return notices.notForMassachusetts;
  if (restriction === 'NotForCO') return notices.notForColorado;
  return undefined;
}

export interface ProductActionFlags {
  isPersonalizable: boolean;
  hasProductDataType: boolean;
  canAddToCart: boolean;
  isDownloadble: boolean;
  isCustomizeDownloadble: boolean;
}

export interface ProductActions {
  personalize: { shown: boolean; disabled: boolean };
  addToCart: boolean;
  download: boolean;
  customizeDownload: boolean;
}

const ALL_ACCESS: Capability = 'allAccess';

/**
 * The actions depend on the product's flags; personalize and add to cart are shown only to
 * all-access roles (none while the user is not known yet), and Personalize is disabled without product data type.
 */
export function productActions(product: ProductActionFlags, user: RoleHolder | undefined): ProductActions {
  const allAccess = user !== undefined && hasCapability(user, ALL_ACCESS);
  return {
    personalize: { shown: allAccess && product.isPersonalizable, disabled: !product.hasProductDataType },
    addToCart: allAccess && product.canAddToCart,
    download: product.isDownloadble,
    customizeDownload: product.isCustomizeDownloadble,
  };
}
