import type { Cart } from '@msc/shared/model/cart';
import type { ShipToEntry } from '@msc/shared/model/ship-to';
import { loadCart } from '#cart/service';
import type { RequestContext } from '#platform/request-context';

/**
 * The one place the uploads capability reaches into the cart capability: the cart's item ids, and replacing
 * the cart's ship-to list with the confirmed addresses (mode multiple contacts; the cart refuses it for
 * non-physical items or a promotion, spec 1 §5).
 */
export type NewShipTo = Omit<ShipToEntry, 'id' | 'selectionIsMarkedForRemoval'>;

export const cartOf = (ctx: RequestContext): Promise<Cart> => loadCart(ctx);

type SetMultipleShipTos = (ctx: RequestContext, entries: NewShipTo[]) => Promise<Cart>;

// The cart capability's writer lands with the checkout's ship-to work (notes/co-upload-needs-from-cart.md);
// resolved at call time so this capability builds before it.
const CART_INDEX = '#cart/index';

export async function shipToConfirmedList(ctx: RequestContext, entries: NewShipTo[]): Promise<Cart> {
  const cart = (await import(/* @vite-ignore */ CART_INDEX)) as { setMultipleShipTos: SetMultipleShipTos };
  return cart.setMultipleShipTos(ctx, entries);
}
