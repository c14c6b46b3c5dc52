import type { Product, ProductSummary } from '@msc/shared/model/product';
import type { ProductItem } from './catalog-store';

/** Assets are served from the one origin under /assets (CloudFront → bucket; locally the gateway). */
export const assetUrl = (key: string) => `/assets/${key.split('/').map(encodeURIComponent).join('/')}`;

export function toProduct(item: ProductItem): Product {
  const media = item.imageKey
    ? [{ url: assetUrl(item.imageKey), name: item.name, thumbnailUrl: assetUrl(item.imageKey) }]
    : [];
  return {
    id: item.productId,
    name: item.name,
    itemNumber: item.itemNumber,
    description: item.description,
    unitPrice: item.unitPrice,
    unitOfMeasure: item.unitOfMeasure,
    quantityPerUnit: item.quantityPerUnit,
    restriction: item.restriction,
    deliveryType: item.deliveryType as Product['deliveryType'],
    canAddToCart: item.canAddToCart,
    isPersonalizable: item.isPersonalizable,
    hasProductDataType: item.hasProductDataType,
    productDataType: item.productDataType,
    isDownloadble: item.isDownloadble,
    downloadableAssetFileUrl: item.downloadableAssetFileUrl,
    downloadableFileName: item.downloadableFileName,
    isCustomizeDownloadble: item.isCustomizeDownloadble,
    isExpressOrderingAllowed: item.isExpressOrderingAllowed,
    dataListOption: item.dataListOption,
    dataListType: item.dataListType,
    programTypes: item.programTypes,
    productTypes: item.productTypes,
    productFormat: item.productFormat,
    productCategory: item.productCategory,
    tactics: item.tactics,
    isIgniteEligible: item.isIgniteEligible,
    tags: item.tags.map((name) => ({ name })),
    media,
    thumbnailImageUrl: media[0]?.thumbnailUrl,
    isEmail: item.isEmail,
    pdfUrl: item.pdfKey ? assetUrl(item.pdfKey) : undefined,
    messages: item.messages,
    limits:
      item.limitAvailable !== undefined
        ? { available: item.limitAvailable, limitText: item.limitText ?? String(item.limitAvailable) }
        : undefined,
    attributes: {
      isRequireShipping: item.isRequireShipping,
      isKitItem: item.isKitItem,
      isEmail: item.isEmail,
      isExpressOrderingAllowed: item.isExpressOrderingAllowed,
      hasProductDataType: item.hasProductDataType,
      isSubscription: item.isSubscription,
      isWelcomeKit: item.isWelcomeKit,
      productRestriction: item.restriction,
      availabilityStates: item.availabilityStates,
    },
    created: item.created,
  };
}

export function toProductSummary(item: ProductItem): ProductSummary {
  const product = toProduct(item);
  return {
    id: product.id,
    name: product.name,
    itemNumber: product.itemNumber,
    description: product.description,
    unitPrice: product.unitPrice,
    restriction: product.restriction,
    productFormat: product.productFormat,
    canAddToCart: product.canAddToCart,
    isPersonalizable: product.isPersonalizable,
    isDownloadble: product.isDownloadble,
    isIgniteEligible: product.isIgniteEligible,
    media: product.media,
    isCustomizeDownloadble: product.isCustomizeDownloadble,
  };
}
