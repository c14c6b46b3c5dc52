import type { Cart } from '@msc/shared/model/cart';
import { loadCart, type NewShipTo, setMultipleShipTos } from '#cart/index';
import type { RequestContext } from '#platform/request-context';

/**
 * The one place the uploads capability reaches into the cart capability: the cart's item ids, and replacing
 * the cart's ship-to list with the confirmed addresses (mode multiple contacts; the cart refuses it for
 * non-physical items or a promotion, spec 1 §4).
 */
export type { NewShipTo };

export const cartOf = (ctx: RequestContext): Promise<Cart> => loadCart(ctx);

export const shipToConfirmedList = (ctx: RequestContext, entries: NewShipTo[]): Promise<Cart> =>
  setMultipleShipTos(ctx, entries);
