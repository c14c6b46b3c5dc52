import { isAvailableInState } from '@msc/shared/rules/state-availability';
import { agencyOfRequest } from '#agency/index';
import { productsByIds } from '#catalog/index';
import { HttpError } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { checkAddToCart, checkQuantity } from './cart-checks';
import { type CartItemRecord, type CartKey, loadCartRecords, newProductLine, writeCart } from './cart-store';

type ItemWrite = Parameters<typeof writeCart>[2][number];

/**
 * Adds many products at once (a reorder): the products in one BatchGet, the agency and the cart read once,
 * and one cart write for every line added, instead of about five round trips per line. Each line is
 * checked as `addProductToCart` checks it, against the cart as the earlier lines left it; answers, per
 * line, whether it was added (a refused line is left out, the others still added).
 */
export async function addProductsToCart(
  ctx: RequestContext,
  lines: readonly { productId: string; quantity: number }[],
): Promise<boolean[]> {
  if (lines.length === 0) return [];
  const key: CartKey = { userName: ctx.user.userName, agencyId: ctx.agencyId };
  const [products, agency, { header, items }] = await Promise.all([
    productsByIds(lines.map((line) => line.productId)),
    ctx.agencyId > 0 ? agencyOfRequest(ctx) : undefined,
    loadCartRecords(key),
  ]);
  let cart: CartItemRecord[] = items;
  const writes = new Map<string, ItemWrite>();
  const added = lines.map((line) => {
    const product = products.get(line.productId);
    if (!product) return false;
    // State restrictions (NotForMA / NotForCO, availability states) hold here, not only as a search filter.
    if (agency && !isAvailableInState(product, agency.state)) return false;
    const existing = cart.find((item) => item.productId === product.productId && !item.orderStateId);
    const quantity = (existing?.quantity ?? 0) + line.quantity;
    try {
      checkAddToCart(product, cart);
      checkQuantity(product, quantity);
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
    const item = existing ? { ...existing, quantity } : { ...key, ...newProductLine(product, quantity) };
    const pending = writes.get(item.itemId);
    // A line added earlier in this call is still a put; a line already in the cart gets its new quantity.
    writes.set(
      item.itemId,
      pending?.kind === 'put' || !existing
        ? { kind: 'put', item }
        : { kind: 'setQuantity', itemId: item.itemId, quantity },
    );
    cart = existing ? cart.map((other) => (other === existing ? item : other)) : [...cart, item];
    return true;
  });
  if (writes.size === 0) return added;
  try {
    await writeCart(key, header, [...writes.values()]);
  } catch (error) {
    // The cart changed meanwhile (409): nothing was added, as each line's own write would have refused.
    if (error instanceof HttpError) return added.map(() => false);
    throw error;
  }
  return added;
}
