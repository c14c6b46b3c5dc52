import type { AdminProduct, AdminProductInput, adminApi } from '@msc/shared/api/admin';
import { now as clockNow } from '@msc/shared/clock';
import { adminTexts, apiErrors } from '@msc/shared/messages';
import { productLimit } from '@msc/shared/rules/product-limit';
import { ulid } from 'ulid';
import { createProduct, deleteProduct, replaceProduct, retireProduct } from '#catalog/admin';
import {
  catalogueProducts,
  type ProductItem,
  productById,
  productByItemNumber,
  searchProducts,
} from '#catalog/index';
import { isProductOrdered } from '#orders/index';
import { conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { assetImageUrls } from './asset-images';
import { auditChange } from './audit';

type ProductsApi = Pick<
  typeof adminApi,
  'products' | 'product' | 'createProduct' | 'updateProduct' | 'removeProduct'
>;

const target = (productId: string) => `product:${productId}`;

export function toAdminProduct(item: ProductItem): AdminProduct {
  return {
    id: item.productId,
    name: item.name,
    itemNumber: item.itemNumber,
    description: item.description,
    unitPrice: item.unitPrice,
    unitOfMeasure: item.unitOfMeasure,
    quantityPerUnit: item.quantityPerUnit,
    restriction: item.restriction,
    deliveryType: item.deliveryType as AdminProduct['deliveryType'],
    canAddToCart: item.canAddToCart,
    isPersonalizable: item.isPersonalizable,
    isDownloadble: item.isDownloadble,
    isCustomizeDownloadble: item.isCustomizeDownloadble,
    isExpressOrderingAllowed: item.isExpressOrderingAllowed,
    isIgniteEligible: item.isIgniteEligible,
    isRequireShipping: item.isRequireShipping,
    isKitItem: item.isKitItem,
    isEmail: item.isEmail,
    isSubscription: item.isSubscription,
    isWelcomeKit: item.isWelcomeKit,
    requiresApproval: item.requiresApproval ?? false,
    programTypes: [...item.programTypes],
    productTypes: item.productTypes,
    productFormat: item.productFormat,
    productCategory: item.productCategory,
    tags: item.tags,
    availabilityStates: item.availabilityStates,
    limitAvailable: item.limitAvailable,
    limitText: item.limitText,
    imageKey: item.imageKey,
    ...(item.imageKey ? assetImageUrls(item.imageKey) : {}),
    personalizationTemplate: item.personalizationTemplate,
    created: item.created,
    updated: item.updated,
    retiredAt: item.retiredAt,
  };
}

/** Item numbers are unique (spec 1 §3; cart and prospecting look products up by them). */
async function assertItemNumberFree(itemNumber: string, productId?: string) {
  const holder = await productByItemNumber(itemNumber);
  if (holder && holder.productId !== productId) throw conflict(adminTexts.products.itemNumberTaken);
}

async function existing(productId: string): Promise<ProductItem> {
  const product = await productById(productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  return product;
}

/**
 * The editor's fields over the stored product: what the editor does not show (PDFs, stock, tactics) stays;
 * what it shows and left blank (restriction, limit, image, template) is cleared.
 */
function merged(base: Partial<ProductItem>, input: AdminProductInput, now: string): ProductItem {
  return {
    hasProductDataType: false,
    tactics: [],
    messages: [],
    ...base,
    ...input,
    restriction: input.restriction,
    ...productLimit(input),
    imageKey: input.imageKey,
    personalizationTemplate: input.personalizationTemplate,
    productId: base.productId ?? ulid(),
    created: base.created ?? now,
    updated: now,
  } as ProductItem;
}

export const productsService: Implementation<ProductsApi> = {
  products: async ({ query }) => {
    const all = await catalogueProducts({ withRetired: true });
    const wanted =
      query.status === 'all'
        ? all
        : all.filter((product) => (query.status === 'retired') === Boolean(product.retiredAt));
    // The storefront's own search rule and sort, so staff find a product the way agents do.
    const page = searchProducts(wanted, {
      term: query.term,
      programType: [],
      productType: [],
      productFormat: [],
      productCategory: [],
      tactic: [],
      productIds: [],
      sort: 'asset-number-a-z',
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    });
    return { ...page, results: page.results.map(toAdminProduct) };
  },

  product: async ({ params }) => toAdminProduct(await existing(params.id)),

  createProduct: async ({ body, ctx, clientIp }) => {
    await assertItemNumberFree(body.itemNumber);
    const product = merged({}, body, clockNow().toISOString());
    await createProduct(product);
    const after = toAdminProduct(product);
    await auditChange(ctx, 'admin.create', target(product.productId), { after }, clientIp);
    return after;
  },

  updateProduct: async ({ params, body, ctx, clientIp }) => {
    const stored = await existing(params.id);
    await assertItemNumberFree(body.itemNumber, stored.productId);
    const product = merged(stored, body, clockNow().toISOString());
    await replaceProduct(product);
    const after = toAdminProduct(product);
    await auditChange(
      ctx,
      'admin.update',
      target(product.productId),
      { before: toAdminProduct(stored), after },
      clientIp,
    );
    return after;
  },

  /** A product that orders reference is retired (its orders still show it); any other is deleted. */
  removeProduct: async ({ params, ctx, clientIp }) => {
    const stored = await existing(params.id);
    const before = toAdminProduct(stored);
    if (await isProductOrdered(stored.productId)) {
      const at = clockNow().toISOString();
      await retireProduct(stored.productId, at);
      const after = toAdminProduct((await productById(stored.productId)) ?? stored);
      await auditChange(ctx, 'admin.retire', target(stored.productId), { before, after }, clientIp);
      return { outcome: 'retired' };
    }
    await deleteProduct(stored.productId);
    await auditChange(ctx, 'admin.delete', target(stored.productId), { before }, clientIp);
    return { outcome: 'deleted' };
  },
};
