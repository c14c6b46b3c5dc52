import { PERSONALIZATION_TEMPLATES, PROGRAM_TYPES, UNITS_OF_MEASURE } from '@msc/shared/model/enum-values';
import { lazyEntity } from '../lazy-entity';

const stringList = { type: 'list', items: { type: 'string' }, required: true, default: () => [] } as const;

/** A catalogue product (spec 1 §3 "Product"). Prices in cents. */
export const ProductEntity = lazyEntity({
  model: { entity: 'product', version: '1', service: 'msc' },
  attributes: {
    productId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    itemNumber: { type: 'string', required: true },
    description: { type: 'string', required: true },
    unitPrice: { type: 'number', required: true },
    unitOfMeasure: { type: [...UNITS_OF_MEASURE], required: true, default: 'EA' },
    quantityPerUnit: { type: 'number', required: true, default: 1 },
    restriction: { type: ['NotForMA', 'NotForCO'] as const },
    deliveryType: { type: 'number', required: true },
    canAddToCart: { type: 'boolean', required: true },
    isPersonalizable: { type: 'boolean', required: true },
    hasProductDataType: { type: 'boolean', required: true },
    productDataType: { type: 'number' },
    isDownloadble: { type: 'boolean', required: true },
    downloadableAssetFileUrl: { type: 'string' },
    downloadableFileName: { type: 'string' },
    isCustomizeDownloadble: { type: 'boolean', required: true },
    isExpressOrderingAllowed: { type: 'boolean', required: true },
    dataListOption: { type: 'string' },
    dataListType: { type: 'string' },
    programTypes: { type: 'set', items: [...PROGRAM_TYPES], required: true },
    productTypes: stringList,
    productFormat: { type: 'string', required: true },
    productCategory: { type: 'string', required: true },
    tactics: stringList,
    isIgniteEligible: { type: 'boolean', required: true, default: false },
    tags: stringList,
    imageKey: { type: 'string' },
    pdfKey: { type: 'string' },
    messages: stringList,
    limitAvailable: { type: 'number' },
    limitText: { type: 'string' },
    /** The built-in editor's template; absent: chosen by the product's format. */
    personalizationTemplate: { type: [...PERSONALIZATION_TEMPLATES] },
    /** Units on hand of a physical item; absent: not stocked (made to order). */
    stockOnHand: { type: 'number' },
    /** An order with this item waits for approval (order status 2) before it is processed. */
    requiresApproval: { type: 'boolean' },
    isRequireShipping: { type: 'boolean', required: true },
    isKitItem: { type: 'boolean', required: true, default: false },
    isEmail: { type: 'boolean', required: true, default: false },
    isSubscription: { type: 'boolean', required: true, default: false },
    isWelcomeKit: { type: 'boolean', required: true, default: false },
    availabilityStates: stringList,
    created: { type: 'string', required: true },
    /** Last Admin Center change. */
    updated: { type: 'string' },
    /**
     * Set when the Admin Center retires a product that orders reference: it leaves search and can no
     * longer be added to a cart, while its orders still show it.
     */
    retiredAt: { type: 'string' },
  },
  indexes: {
    byProductId: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: [] } },
    /** The whole catalogue in one partition, newest first: product search reads it, never scans the table. */
    catalogue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['created', 'productId'] },
    },
    byItemNumber: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['itemNumber'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
  },
});

/**
 * One item that changes whenever the Admin Center changes the catalogue: every warm catalog Lambda compares
 * it (one GetItem) with the version its cached catalogue was read at, so a saved change shows in search at once.
 */
export const CatalogueVersionEntity = lazyEntity({
  model: { entity: 'catalogueVersion', version: '1', service: 'msc' },
  attributes: {
    scope: { type: 'string', required: true, default: 'catalogue' },
    version: { type: 'string', required: true },
  },
  indexes: {
    catalogueVersion: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});
