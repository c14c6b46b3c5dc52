import type { cartApi } from '@msc/shared/api/cart';
import { now } from '@msc/shared/clock';
import { apiErrors, errors, toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { ShipToEntry } from '@msc/shared/model/ship-to';
import { businessToday } from '@msc/shared/rules/business-date';
import {
  checkAddToCart as cartRuleForAdding,
  checkExpressOrderItemCount,
} from '@msc/shared/rules/cart-rules';
import { DISCOUNT_ATTEMPTS_PER_MINUTE } from '@msc/shared/rules/constants';
import {
  type AgencyIncentive,
  checkCodeOnCart,
  type DiscountEligibility,
  discountEligibility,
} from '@msc/shared/rules/discount-eligibility';
import { isAvailableInState } from '@msc/shared/rules/state-availability';
import { agencyOfRequest } from '#agency/index';
import { productById, productsByIds } from '#catalog/index';
import { discountCodesByCode, discountCodeUses, loadIgniteDetails } from '#incentives/index';
import { countAttempt, forgiveAttempt } from '#platform/attempts-store';
import { businessRule, conflict, notFound, tooManyRequests } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { checkAddToCart, checkMultiContactCart, checkQuantity } from './cart-checks';
import {
  type CartHeader,
  type CartItemRecord,
  type CartKey,
  deleteShipTos,
  emptyingTransactItems,
  loadCartRecords,
  newItemId,
  newProductLine,
  type PlacedCart,
  patchCartHeader,
  replaceShipTos,
  writeCart,
} from './cart-store';
import { toCartView } from './cart-view';

const cartKey = (ctx: RequestContext): CartKey => ({ userName: ctx.user.userName, agencyId: ctx.agencyId });

/** The incentive an owner-master agency holds; any other agency holds none (spec 1 §2). */
async function incentiveOf(ctx: RequestContext): Promise<AgencyIncentive | undefined> {
  if (!(ctx.agencyId > 0)) return undefined;
  const agency = await agencyOfRequest(ctx);
  if (!agency.isOwnerMaster) return undefined;
  const details = await loadIgniteDetails(agency.agencyId);
  return details
    ? {
        igniteStatus: details.igniteStatus,
        subTier: details.subTier,
        reductionRate: details.reductionRate,
        remaining: details.remaining,
      }
    : undefined;
}

/** What the code does for the agency in effect today (the shared rule, on the stored terms). */
async function eligibilityOf(ctx: RequestContext, code: string | undefined): Promise<DiscountEligibility> {
  if (!code) return { kind: 'invalid' };
  const [[terms], incentive, agencyUses] = await Promise.all([
    discountCodesByCode([code]),
    incentiveOf(ctx),
    discountCodeUses(code.toLowerCase(), ctx.agencyId),
  ]);
  return discountEligibility({ terms, today: businessToday(now()), incentive, agencyUses });
}

/** The cart as shown and as ordered, with what its discount code does (placing an order counts that use). */
export async function loadPricedCart(ctx: RequestContext): Promise<{
  cart: Cart;
  eligibility: DiscountEligibility;
  header: CartHeader | undefined;
  items: CartItemRecord[];
}> {
  const { header, items, shipTos } = await loadCartRecords(cartKey(ctx));
  // One code a cart: a cart from before that rule prices its first code alone.
  const [products, eligibility] = await Promise.all([
    productsByIds(items.map((item) => item.productId)),
    eligibilityOf(ctx, header?.discountCodes[0]),
  ]);
  const cart = toCartView(header, items, products, shipTos, {
    discounts: eligibility.kind === 'discount' ? [eligibility.terms] : [],
    ignite: eligibility.kind === 'incentive' ? eligibility.tier : undefined,
    code: eligibility.kind === 'invalid' ? undefined : eligibility.terms.code,
  });
  return { cart, eligibility, header, items };
}

/**
 * The cart as placing an order reads it: priced, with what its discount code does, and what emptying it
 * is conditioned on (none for a cart never written). Each item's fingerprint is what its piece's order
 * state held when it was added.
 */
export async function loadCartToPlace(ctx: RequestContext) {
  const { cart, eligibility, header, items } = await loadPricedCart(ctx);
  return {
    cart,
    eligibility,
    cartId: header?.cartId,
    version: header?.version,
    itemIds: items.map((item) => item.itemId),
    fingerprints: new Map(items.map((item) => [item.itemId, item.orderStateFingerprint])),
  };
}

/** The writes that empty the caller's placed cart, for the order's transaction (see the store). */
export function emptyCartTransactItems(ctx: RequestContext, placed: PlacedCart, updated: string) {
  return emptyingTransactItems(cartKey(ctx), placed, updated);
}

/** The rest of the caller's placed cart's ship-tos, once the order is written. */
export function deletePlacedShipTos(ctx: RequestContext, shipToIds: readonly string[]): Promise<void> {
  return deleteShipTos(cartKey(ctx), shipToIds);
}

export async function loadCart(ctx: RequestContext): Promise<Cart> {
  return (await loadPricedCart(ctx)).cart;
}

/** Discount codes tried, counted per user a minute. */
const DISCOUNT_SCOPE = 'discountCode';

/**
 * Applies a code under the one shared rule. Every try counts toward the user's limit a minute (a code that
 * applies is given back), so guessing is slow; every refusal reads the same, so a guess learns nothing.
 * A cart shipped to multiple contacts takes no code at all (spec 1 §5: no promotion with multiple contacts).
 */
async function applyDiscountCode(ctx: RequestContext, code: string): Promise<void> {
  const { window, attempts } = await countAttempt(DISCOUNT_SCOPE, ctx.user.userName, 60);
  if (attempts > DISCOUNT_ATTEMPTS_PER_MINUTE) throw tooManyRequests(apiErrors.tooManyDiscountAttempts);
  const key = cartKey(ctx);
  const { header, shipTos } = await loadCartRecords(key);
  if (header?.shipToMode === 'multipleContacts' && shipTos.length > 0) {
    await forgiveAttempt(DISCOUNT_SCOPE, ctx.user.userName, window);
    throw businessRule(errors.multiShipPromotion);
  }
  // A code on the cart that no longer applies (expired, used up) shows nowhere: it makes way for the new one.
  const [current] = header?.discountCodes ?? [];
  const applying = current && (await eligibilityOf(ctx, current)).kind !== 'invalid' ? [current] : [];
  const onCart = checkCodeOnCart(applying, code);
  if (!onCart.ok && onCart.reason === 'oneCodePerCart') {
    await forgiveAttempt(DISCOUNT_SCOPE, ctx.user.userName, window);
    throw businessRule(apiErrors.oneDiscountCodePerCart);
  }
  const eligibility = await eligibilityOf(ctx, code);
  if (eligibility.kind === 'invalid') throw businessRule(toasts.invalidDiscount.message);
  await forgiveAttempt(DISCOUNT_SCOPE, ctx.user.userName, window);
  if (onCart.ok) await patchCartHeader(key, header, { discountCodes: [eligibility.terms.code] });
}

export type NewShipTo = Omit<ShipToEntry, 'id' | 'selectionIsMarkedForRemoval'>;

/**
 * Replaces the cart's ship-to list with `entries` in mode Ship to Multiple Contacts, keeping their order.
 * Refused (422, the spec's texts) for an item that is not a plain physical product, a discount or additional
 * charge (spec 1 §4), or a quantity over the product's limit at an address or over all of them.
 */
export async function setMultipleShipTos(ctx: RequestContext, entries: readonly NewShipTo[]): Promise<Cart> {
  const key = cartKey(ctx);
  const { header } = await loadCartRecords(key);
  checkMultiContactCart(await loadCart(ctx), entries);
  await replaceShipTos(
    key,
    header,
    'multipleContacts',
    entries.map((entry) => ({ ...entry, selectionIsMarkedForRemoval: false })),
  );
  return loadCart(ctx);
}

export async function cartItemCount(ctx: RequestContext): Promise<number> {
  const { items } = await loadCartRecords(cartKey(ctx));
  return items.length;
}

/** Adds a product under the cart rules (also reorder's way into the cart). */
export async function addProductToCart(
  ctx: RequestContext,
  body: { productId: string; quantity: number },
): Promise<void> {
  const product = await productById(body.productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  // State restrictions (NotForMA / NotForCO, availability states) hold here, not only as a search filter.
  if (ctx.agencyId > 0) {
    const agency = await agencyOfRequest(ctx);
    if (!isAvailableInState(product, agency.state)) throw businessRule(apiErrors.productNotForAgencyState);
  }
  const key = cartKey(ctx);
  const { header, items } = await loadCartRecords(key);
  const existing = items.find((item) => item.productId === product.productId && !item.orderStateId);
  const quantity = (existing?.quantity ?? 0) + body.quantity;
  checkAddToCart(product, items);
  checkQuantity(product, quantity);
  await writeCart(key, header, [
    existing
      ? { kind: 'setQuantity', itemId: existing.itemId, quantity }
      : { kind: 'put', item: newProductLine(product, quantity) },
  ]);
}

/**
 * Adds a personalized piece: one line per order state (never merged), quantity = its recipients, price the
 * product's. Adding the same order state again replaces its quantity. Returns the cart item id.
 */
export async function addOrderStateToCart(
  ctx: RequestContext,
  input: {
    productId: string;
    orderStateId: string;
    quantity: number;
    mailDates: string[];
    recipientCount?: number;
    /** Cents on top of the product's price per piece (prospects with phone numbers). */
    unitSurcharge?: number;
    /** What the order state holds as it is added: the order is placed only while it still holds it. */
    fingerprint: string;
  },
): Promise<string> {
  const product = await productById(input.productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  const key = cartKey(ctx);
  const { header, items } = await loadCartRecords(key);
  const existing = items.find((item) => item.orderStateId === input.orderStateId);
  if (existing) {
    // Added again: the piece is ordered as it is now (a note of a later change is dropped).
    const { userName: _user, agencyId: _agency, orderStateChangedTo: _changed, ...item } = existing;
    await writeCart(key, header, [
      {
        kind: 'put',
        item: {
          ...item,
          quantity: input.quantity,
          mailDates: input.mailDates,
          recipientCount: input.recipientCount,
          unitSurcharge: input.unitSurcharge || undefined,
          orderStateFingerprint: input.fingerprint,
        },
      },
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
        mailDates: input.mailDates,
        recipientCount: input.recipientCount,
        unitSurcharge: input.unitSurcharge || undefined,
        orderStateFingerprint: input.fingerprint,
        added: now().toISOString(),
      },
    },
  ]);
  return itemId;
}

/**
 * Adds an Express Order as ONE line (isExpressOrder, its bulk order state): quantity = every sub code's
 * recipients, the product's price. Adding the same Express Order again replaces its line; nothing else may
 * share the cart with it (the express cart rules, 409 with their texts).
 */
export async function addExpressOrderToCart(
  ctx: RequestContext,
  input: {
    productId: string;
    bulkOrderStateId: string;
    quantity: number;
    mailDates: string[];
    /** The bulk order state's summary fingerprint: the order is placed only while it still holds it. */
    fingerprint: string;
  },
): Promise<string> {
  const product = await productById(input.productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  const key = cartKey(ctx);
  const { header, items } = await loadCartRecords(key);
  const existing = items.find((item) => item.bulkOrderStateId === input.bulkOrderStateId);
  const others = items.filter((item) => item !== existing);
  const adding = {
    productId: product.productId,
    bulkOrderStateId: input.bulkOrderStateId,
    isExpressOrder: true,
  };
  const refusal = cartRuleForAdding(others, adding);
  if (!refusal.ok) throw conflict(toasts[refusal.reason].message);
  const count = checkExpressOrderItemCount([...others, adding]);
  if (!count.ok) throw conflict(toasts[count.reason].message);
  const itemId = existing?.itemId ?? newItemId();
  await writeCart(key, header, [
    {
      kind: 'put',
      item: {
        itemId,
        productId: product.productId,
        quantity: input.quantity,
        unitPrice: product.unitPrice,
        isExpressOrder: true,
        bulkOrderStateId: input.bulkOrderStateId,
        mailDates: input.mailDates,
        recipientCount: input.quantity,
        orderStateFingerprint: input.fingerprint,
        added: existing?.added ?? now().toISOString(),
      },
    },
  ]);
  return itemId;
}

/** The cart's routes but the Ship To panel's (ship-to.ts). */
export const cartService: Omit<
  Implementation<typeof cartApi>,
  'setShipTo' | 'setMultiShipQuantities' | 'removeShipTos'
> = {
  get: async ({ ctx }) => loadCart(ctx),

  addItem: async ({ ctx, body }) => {
    await addProductToCart(ctx, body);
    return loadCart(ctx);
  },

  setQuantity: async ({ ctx, params, body }) => {
    const key = cartKey(ctx);
    const { header, items } = await loadCartRecords(key);
    const item = items.find((candidate) => candidate.itemId === params.id);
    if (!item) throw notFound(apiErrors.cartItemGone);
    // A personalized piece or an Express Order is priced on its recipients: they change in its flow, not here.
    if (item.orderStateId) throw businessRule(apiErrors.pieceQuantityIsRecipients);
    if (item.bulkOrderStateId || item.isExpressOrder)
      throw businessRule(apiErrors.expressQuantityIsRecipients);
    const product = await productById(item.productId);
    if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
    checkQuantity(product, body.quantity);
    await writeCart(key, header, [{ kind: 'setQuantity', itemId: item.itemId, quantity: body.quantity }]);
    return loadCart(ctx);
  },

  setShipMethod: async ({ ctx, body }) => {
    const key = cartKey(ctx);
    const { header } = await loadCartRecords(key);
    await patchCartHeader(key, header, { shipMethodCode: body.shipMethodCode });
    return loadCart(ctx);
  },

  applyDiscount: async ({ ctx, body }) => {
    await applyDiscountCode(ctx, body.code.trim());
    return loadCart(ctx);
  },

  removeDiscount: async ({ ctx, params }) => {
    const key = cartKey(ctx);
    const { header } = await loadCartRecords(key);
    const codes = header?.discountCodes ?? [];
    const kept = codes.filter((code) => code.toLowerCase() !== params.code.trim().toLowerCase());
    if (kept.length === codes.length) throw notFound(apiErrors.discountNotOnCart);
    await patchCartHeader(key, header, { discountCodes: kept });
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
