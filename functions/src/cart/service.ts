import type { cartApi } from '@msc/shared/api/cart';
import { apiErrors } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { productById, productsByIds } from '#catalog/index';
import { businessRule, conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { checkAddToCart, checkQuantity } from './cart-checks';
import { type CartKey, loadCartRecords, newItemId, writeCart } from './cart-store';
import { toCartView } from './cart-view';

const cartKey = (ctx: RequestContext): CartKey => ({ userName: ctx.user.userName, agencyId: ctx.agencyId });

export async function loadCart(ctx: RequestContext): Promise<Cart> {
  const { header, items } = await loadCartRecords(cartKey(ctx));
  return toCartView(header, items, await productsByIds(items.map((item) => item.productId)));
}

export async function cartItemCount(ctx: RequestContext): Promise<number> {
  const { items } = await loadCartRecords(cartKey(ctx));
  return items.length;
}

/**
 * Adds a personalized piece: one line per order state (never merged), quantity = its recipients, price the
 * product's. Adding the same order state again replaces its quantity. Returns the cart item id.
 */
export async function addOrderStateToCart(
  ctx: RequestContext,
  input: { productId: string; orderStateId: string; quantity: number },
): Promise<string> {
  const product = await productById(input.productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  const key = cartKey(ctx);
  const { header, items } = await loadCartRecords(key);
  const existing = items.find((item) => item.orderStateId === input.orderStateId);
  if (existing) {
    await writeCart(key, header, [
      { kind: 'setQuantity', itemId: existing.itemId, quantity: input.quantity },
    ]);
    return existing.itemId;
  }
  const itemId = newItemId();
  await writeCart(key, header, [
    {
      kind: 'put',
      item: {
        itemId,
        productId: product.productId,
        quantity: input.quantity,
        unitPrice: product.unitPrice,
        isExpressOrder: false,
        orderStateId: input.orderStateId,
        added: new Date().toISOString(),
      },
    },
  ]);
  return itemId;
}

export const cartService: Implementation<typeof cartApi> = {
  get: async ({ ctx }) => loadCart(ctx),

  addItem: async ({ ctx, body }) => {
    const product = await productById(body.productId);
    if (!product) throw notFound(apiErrors.productNotFound);
    const key = cartKey(ctx);
    const { header, items } = await loadCartRecords(key);
    const existing = items.find((item) => item.productId === product.productId && !item.orderStateId);
    const quantity = (existing?.quantity ?? 0) + body.quantity;
    checkAddToCart(product, items);
    checkQuantity(product, quantity);
    await writeCart(key, header, [
      existing
        ? { kind: 'setQuantity', itemId: existing.itemId, quantity }
        : {
            kind: 'put',
            item: {
              itemId: newItemId(),
              productId: product.productId,
              quantity,
              unitPrice: product.unitPrice,
              isExpressOrder: false,
              added: new Date().toISOString(),
            },
          },
    ]);
    return loadCart(ctx);
  },

  setQuantity: async ({ ctx, params, body }) => {
    const key = cartKey(ctx);
    const { header, items } = await loadCartRecords(key);
    const item = items.find((candidate) => candidate.itemId === params.id);
    if (!item) throw notFound(apiErrors.cartItemGone);
    const product = await productById(item.productId);
    if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
    checkQuantity(product, body.quantity);
    await writeCart(key, header, [{ kind: 'setQuantity', itemId: item.itemId, quantity: body.quantity }]);
    return loadCart(ctx);
  },

  removeItem: async ({ ctx, params }) => {
    const key = cartKey(ctx);
    const { header, items } = await loadCartRecords(key);
    if (!items.some((item) => item.itemId === params.id)) throw notFound(apiErrors.cartItemGone);
    if (!header) throw conflict(apiErrors.cartChanged);
    await writeCart(key, header, [{ kind: 'remove', itemId: params.id }]);
    return loadCart(ctx);
  },
};
