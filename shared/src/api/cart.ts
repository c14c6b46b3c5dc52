import * as z from 'zod';
import { AddCartItem, ApplyDiscountCode, Cart, SetCartItemQuantity, SetShipMethod } from '../model/cart';
import { Id } from '../model/fields';
import { RemoveShipTos, SetMultiShipQuantities, SetShipTo } from '../model/ship-to';
import { endpoint } from './endpoint';

const ItemParams = z.object({ id: Id });
const DiscountParams = z.object({ code: z.string().min(1).max(50) });

export const cartApi = {
  get: endpoint({ method: 'GET', path: '/cart', auth: 'allAccess', response: Cart }),
  addItem: endpoint({
    method: 'POST',
    path: '/cart/items',
    auth: 'allAccess',
    body: AddCartItem,
    response: Cart,
  }),
  setQuantity: endpoint({
    method: 'PUT',
    path: '/cart/items/{id}',
    auth: 'allAccess',
    params: ItemParams,
    body: SetCartItemQuantity,
    response: Cart,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/cart/items/{id}',
    auth: 'allAccess',
    params: ItemParams,
    response: Cart,
  }),
  /** Set ship method: priced per ship-to address (rules/ship-methods.ts). */
  setShipMethod: endpoint({
    method: 'PUT',
    path: '/cart/ship-method',
    auth: 'allAccess',
    body: SetShipMethod,
    response: Cart,
  }),
  /** Apply discount (code): an unknown, inactive or expired code answers 422 with the spec's text. */
  applyDiscount: endpoint({
    method: 'POST',
    path: '/cart/discounts',
    auth: 'allAccess',
    body: ApplyDiscountCode,
    response: Cart,
  }),
  /** Remove discount (code). */
  removeDiscount: endpoint({
    method: 'DELETE',
    path: '/cart/discounts/{code}',
    auth: 'allAccess',
    params: DiscountParams,
    response: Cart,
  }),
  /**
   * Set ship to: a saved or custom address (mode user; a custom one may be saved, as the default), one
   * contact, or several contacts (refused for non-physical items, a discount or an additional charge).
   */
  setShipTo: endpoint({
    method: 'PUT',
    path: '/cart/ship-to',
    auth: 'allAccess',
    body: SetShipTo,
    response: Cart,
  }),
  /** Update multi-ship item quantities (an integer of at least 1 per item and address). */
  setMultiShipQuantities: endpoint({
    method: 'PUT',
    path: '/cart/ship-to/quantities',
    auth: 'allAccess',
    body: SetMultiShipQuantities,
    response: Cart,
  }),
  /** Remove multi-ship addresses (ids). */
  removeShipTos: endpoint({
    method: 'POST',
    path: '/cart/ship-to/removals',
    auth: 'allAccess',
    body: RemoveShipTos,
    response: Cart,
  }),
};
