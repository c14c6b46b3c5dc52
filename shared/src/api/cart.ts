import * as z from 'zod';
import { AddCartItem, ApplyDiscountCode, Cart, SetCartItemQuantity, SetShipMethod } from '../model/cart';
import { Id } from '../model/fields';
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
};
