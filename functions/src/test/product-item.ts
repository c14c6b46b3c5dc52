import type { EntityItem } from 'electrodb';
import type { ProductEntity } from '#data/entities/product';

export type ProductInput = EntityItem<typeof ProductEntity>;

/** A complete catalogue item with plain defaults; tests name only what they are about. */
export function productItem(product: Partial<ProductInput> & Pick<ProductInput, 'productId'>): ProductInput {
  return {
    name: `Product ${product.productId}`,
    itemNumber: `AP-${product.productId}`,
    description: 'A brochure.',
    unitPrice: 125,
    unitOfMeasure: 'EA',
    quantityPerUnit: 1,
    deliveryType: 1,
    canAddToCart: true,
    isPersonalizable: false,
    hasProductDataType: false,
    isDownloadble: false,
    isCustomizeDownloadble: false,
    isExpressOrderingAllowed: false,
    programTypes: ['Other'],
    productTypes: ['Auto'],
    productFormat: 'Brochures',
    productCategory: 'Auto',
    tactics: [],
    isIgniteEligible: false,
    tags: [],
    messages: [],
    isRequireShipping: true,
    isKitItem: false,
    isEmail: false,
    isSubscription: false,
    isWelcomeKit: false,
    availabilityStates: [],
    created: '2026-01-01T00:00:00.000Z',
    ...product,
  };
}
