import * as z from 'zod';
import { AddCartItem, Cart, SetCartItemQuantity } from '../model/cart';
import { Id } from '../model/fields';
import { endpoint } from './endpoint';

const ItemParams = z.object({ id: Id });

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
};
