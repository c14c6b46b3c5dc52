import * as z from 'zod';
import { DeliveryTypeSchema, ProgramType, Restriction, UnitOfMeasure } from './enums';

export const ProductMedia = z.object({ url: z.string(), name: z.string(), thumbnailUrl: z.string() });
export type ProductMedia = z.infer<typeof ProductMedia>;

export const ProductLimits = z.object({ available: z.number().int().nonnegative(), limitText: z.string() });
export type ProductLimits = z.infer<typeof ProductLimits>;

export const ProductAttributes = z.object({
  isRequireShipping: z.boolean(),
  isKitItem: z.boolean(),
  isEmail: z.boolean(),
  isSubscription: z.boolean(),
  isWelcomeKit: z.boolean(),
  /** Spec 2 §3 lists these two among the attributes as well as on the product. */
  isExpressOrderingAllowed: z.boolean().optional(),
  hasProductDataType: z.boolean().optional(),
  productRestriction: Restriction.optional(),
  /** States the product is available in; empty means every state. */
  availabilityStates: z.array(z.string().length(2)),
});
export type ProductAttributes = z.infer<typeof ProductAttributes>;

/**
 * Spec 1 §3 and spec 2 §3 "Product" (field names as the spec spells them, including isDownloadble).
 * Restriction NotForMA / NotForCO shows NOT FOR USE IN MASSACHUSETTS / COLORADO.
 */
export const Product = z.object({
  id: z.string(),
  name: z.string(),
  itemNumber: z.string(),
  /** Spec 2 §3: the tile's thumbnail (spec 1 gives media with thumbnails). */
  thumbnailImageUrl: z.string().optional(),
  description: z.string(),
  /** Cents. */
  unitPrice: z.number().int().nonnegative(),
  unitOfMeasure: UnitOfMeasure,
  quantityPerUnit: z.number().int().positive(),
  restriction: Restriction.optional(),
  deliveryType: DeliveryTypeSchema,
  canAddToCart: z.boolean(),
  isPersonalizable: z.boolean(),
  hasProductDataType: z.boolean(),
  /** 1 = the product carries a policyholder data list (multiple drops possible). */
  productDataType: z.number().int().optional(),
  isDownloadble: z.boolean(),
  downloadableAssetFileUrl: z.string().optional(),
  downloadableFileName: z.string().optional(),
  isCustomizeDownloadble: z.boolean(),
  isExpressOrderingAllowed: z.boolean(),
  dataListOption: z.string().optional(),
  dataListType: z.string().optional(),
  programTypes: z.array(ProgramType),
  productTypes: z.array(z.string()),
  /** Spec 2 §3: an email product (starts its order state on the email channel). */
  isEmail: z.boolean().optional(),
  productFormat: z.string(),
  productCategory: z.string(),
  tactics: z.array(z.string()),
  isIgniteEligible: z.boolean(),
  tags: z.array(z.object({ name: z.string() })),
  media: z.array(ProductMedia),
  pdfUrl: z.string().optional(),
  messages: z.array(z.string()),
  limits: ProductLimits.optional(),
  attributes: ProductAttributes,
  created: z.string(),
});
export type Product = z.infer<typeof Product>;

/** What a search result tile shows. */
export const ProductSummary = Product.pick({
  id: true,
  name: true,
  itemNumber: true,
  description: true,
  unitPrice: true,
  restriction: true,
  productFormat: true,
  canAddToCart: true,
  isPersonalizable: true,
  isDownloadble: true,
  isIgniteEligible: true,
  media: true,
  isCustomizeDownloadble: true,
  // Optional: summaries stored before it was added (cart views, fixtures) still parse.
}).partial({ isCustomizeDownloadble: true });
export type ProductSummary = z.infer<typeof ProductSummary>;

/** A value of a product search facet, with how many products carry it. */
export const FacetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof FacetValue>;
