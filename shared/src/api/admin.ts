import * as z from 'zod';
import { adminTexts } from '../messages/admin-texts';
import { ADMIN_PRODUCT_STATUSES, US_STATES } from '../model/enum-values';
import {
  DeliveryTypeSchema,
  PersonalizationTemplate,
  ProgramType,
  Restriction,
  UnitOfMeasure,
} from '../model/enums';
import { Id, IsoDate } from '../model/fields';
import { AssetImage, AssetImageKey, adminContentApi, StoreAssetImage } from './admin-content';
import { adminUsersApi } from './admin-users';
import { endpoint } from './endpoint';
import { CreateImageUpload, ImageUpload } from './images';
import { listParam, pageOf, pagingQuery } from './paging';

/**
 * The Admin Center (/manager/*): one capability, one Lambda, one file per area in
 * `functions/src/admin/`. Reads are open to every staff role (admin access); each write names the
 * Admin Center permission it needs (`ADMIN_PERMISSIONS`), so the same table decides here and in the SPA.
 */

const texts = adminTexts.products;
const codeTexts = adminTexts.discountCodes;
const flag = z.boolean().default(false);
const label = (message: string) => z.string().trim().min(1, message).max(100);

/** What the product editor sends: the spec's fields of a product (spec 1 §3 "Product"). */
export const AdminProductInput = z.object({
  name: z.string().trim().min(1, texts.nameRequired).max(200),
  itemNumber: z
    .string()
    .trim()
    .min(1, texts.itemNumberRequired)
    .max(50)
    .regex(/^[A-Za-z0-9-]+$/, texts.itemNumberFormat),
  description: z.string().trim().max(4000).default(''),
  /** Cents. */
  unitPrice: z.number({ error: texts.unitPriceInvalid }).int(texts.unitPriceInvalid).min(0).max(10_000_000),
  unitOfMeasure: UnitOfMeasure.default('EA'),
  quantityPerUnit: z.number().int().positive().max(10_000).default(1),
  restriction: Restriction.optional(),
  deliveryType: DeliveryTypeSchema,
  canAddToCart: flag,
  isPersonalizable: flag,
  isDownloadble: flag,
  isCustomizeDownloadble: flag,
  isExpressOrderingAllowed: flag,
  isIgniteEligible: flag,
  isRequireShipping: flag,
  isKitItem: flag,
  isEmail: flag,
  isSubscription: flag,
  isWelcomeKit: flag,
  /** An order with it waits for an approver (status 2, the Admin Center's approval queue). */
  requiresApproval: flag,
  programTypes: z.array(ProgramType).min(1, texts.programTypeRequired).max(20),
  productTypes: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  productFormat: label(texts.formatRequired),
  productCategory: label(texts.categoryRequired),
  tags: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
  /** Empty: every state. */
  availabilityStates: z
    .array(z.enum(US_STATES, { error: texts.stateInvalid }))
    .max(US_STATES.length)
    .default([]),
  /** Most a cart may hold of it at once; absent: no limit. */
  limitAvailable: z
    .number({ error: texts.limitInvalid })
    .int(texts.limitInvalid)
    .min(1, texts.limitInvalid)
    .max(1_000_000, texts.limitInvalid)
    .optional(),
  /** How the cart's message names the limit; blank: the number. */
  limitText: z.string().trim().max(100).optional(),
  /** The product's picture in the assets bucket (from `storeProductImage`); absent: none. */
  imageKey: AssetImageKey.optional(),
  /** The built-in editor's template of a personalizable product; absent: chosen by its format. */
  personalizationTemplate: PersonalizationTemplate.optional(),
});
export type AdminProductInput = z.infer<typeof AdminProductInput>;

export const AdminProduct = AdminProductInput.extend({
  /** As stored (a seeded state may predate the list). */
  availabilityStates: z.array(z.string()),
  id: z.string(),
  created: z.string(),
  updated: z.string().optional(),
  /** When it was retired (orders reference it); absent while on sale. */
  retiredAt: z.string().optional(),
  /** Where the image and its thumbnail load from, when it has one. */
  imageUrl: z.string().optional(),
  thumbnailUrl: z.string().optional(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductRow = AdminProduct.pick({
  id: true,
  name: true,
  itemNumber: true,
  unitPrice: true,
  productFormat: true,
  programTypes: true,
  retiredAt: true,
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const ADMIN_PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

export const AdminProductQuery = z.object({
  /** The storefront's search rule: any of the terms in name, item number, description or tags. */
  term: listParam,
  status: z.enum(ADMIN_PRODUCT_STATUSES).default('all'),
  ...pagingQuery(ADMIN_PRODUCT_PAGE_SIZES, 25),
});

/** Deleted when no order references the product; otherwise retired (kept for its orders). */
export const ProductRemoval = z.object({ outcome: z.enum(['deleted', 'retired']) });

export const DISCOUNT_TYPES = ['percent', 'amount', 'freeMailing'] as const;
export const DISCOUNT_TYPE_LABELS: Record<(typeof DISCOUNT_TYPES)[number], string> = {
  percent: 'Percentage off',
  amount: 'Amount off',
  freeMailing: 'Free mailings',
};

const cap = z.number().int(codeTexts.capPositive).min(1, codeTexts.capPositive).max(1_000_000).optional();

const DiscountCodeFields = z.object({
  name: z.string().trim().min(1, codeTexts.nameRequired).max(100),
  description: z.string().trim().max(500).optional(),
  discountType: z.enum(DISCOUNT_TYPES),
  value: z.number().int().min(0).max(10_000_000),
  validFrom: IsoDate,
  validTo: IsoDate,
  isActive: z.boolean().default(true),
  maxUses: cap,
  maxUsesPerAgency: cap,
});

/** The rules a code's terms keep, with the editor's messages (the form runs the same schema). */
function checkTerms(terms: z.infer<typeof DiscountCodeFields>, issues: z.RefinementCtx) {
  if (terms.discountType === 'percent' && (terms.value < 1 || terms.value > 100))
    issues.addIssue({ code: 'custom', path: ['value'], message: codeTexts.percentRange });
  if (terms.discountType === 'amount' && terms.value < 1)
    issues.addIssue({ code: 'custom', path: ['value'], message: codeTexts.amountPositive });
  if (terms.validTo < terms.validFrom)
    issues.addIssue({ code: 'custom', path: ['validTo'], message: codeTexts.datesOrder });
}

export const DiscountCodeText = z
  .string()
  .trim()
  .max(30, codeTexts.codeFormat)
  .regex(/^[A-Za-z0-9_-]{3,30}$/, codeTexts.codeFormat);

/** A discount code's terms, as discount-eligibility.ts reads them (value: percent, or cents off). */
export const DiscountCodeTermsInput = DiscountCodeFields.superRefine(checkTerms);
export type DiscountCodeTermsInput = z.infer<typeof DiscountCodeTermsInput>;

export const NewDiscountCode = DiscountCodeFields.extend({ code: DiscountCodeText }).superRefine(checkTerms);
export type NewDiscountCode = z.infer<typeof NewDiscountCode>;

export const AdminDiscountCode = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string().optional(),
  discountType: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  maxUses: z.number().int().optional(),
  maxUsesPerAgency: z.number().int().optional(),
  /** Placed orders that used it, all agencies together. */
  timesUsed: z.number().int(),
  /** An incentive (Ignite) code: only agencies of that tier may use it. */
  igniteTier: z.string().optional(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;

const productId = z.object({ id: Id });
const codeParam = z.object({ code: z.string().min(1).max(50) });

export const adminApi = {
  products: endpoint({
    method: 'GET',
    path: '/admin/products',
    auth: 'adminAccess',
    query: AdminProductQuery,
    response: pageOf(AdminProductRow),
  }),
  product: endpoint({
    method: 'GET',
    path: '/admin/products/{id}',
    auth: 'adminAccess',
    params: productId,
    response: AdminProduct,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/admin/products',
    auth: 'manageCatalog',
    body: AdminProductInput,
    response: AdminProduct,
    status: 201,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/admin/products/{id}',
    auth: 'manageCatalog',
    params: productId,
    body: AdminProductInput,
    response: AdminProduct,
  }),
  removeProduct: endpoint({
    method: 'DELETE',
    path: '/admin/products/{id}',
    auth: 'manageCatalog',
    params: productId,
    response: ProductRemoval,
  }),
  /** A presigned POST for a product image, as the image library's (same type and size limits). */
  createProductImageUpload: endpoint({
    method: 'POST',
    path: '/admin/product-images/uploads',
    auth: 'manageCatalog',
    body: CreateImageUpload,
    response: ImageUpload,
    status: 201,
  }),
  /** The upload checked and stored as a catalogue image; the product refers to it once saved. */
  storeProductImage: endpoint({
    method: 'POST',
    path: '/admin/product-images',
    auth: 'manageCatalog',
    body: StoreAssetImage,
    response: AssetImage,
    status: 201,
  }),
  discountCodes: endpoint({
    method: 'GET',
    path: '/admin/discount-codes',
    auth: 'adminAccess',
    response: z.object({ results: z.array(AdminDiscountCode) }),
  }),
  createDiscountCode: endpoint({
    method: 'POST',
    path: '/admin/discount-codes',
    auth: 'manageDiscountCodes',
    body: NewDiscountCode,
    response: AdminDiscountCode,
    status: 201,
  }),
  updateDiscountCode: endpoint({
    method: 'PUT',
    path: '/admin/discount-codes/{code}',
    auth: 'manageDiscountCodes',
    params: codeParam,
    body: DiscountCodeTermsInput,
    response: AdminDiscountCode,
  }),
  deactivateDiscountCode: endpoint({
    method: 'POST',
    path: '/admin/discount-codes/{code}/deactivate',
    auth: 'manageDiscountCodes',
    params: codeParam,
    response: AdminDiscountCode,
  }),
  ...adminUsersApi,
  // Content (announcements, banners): admin-content.ts.
  ...adminContentApi,
};

export * from './admin-users';
