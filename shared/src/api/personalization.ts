import * as z from 'zod';
import { Id } from '../model/fields';
import {
  CreateOrderState,
  DocumentReturn,
  DocumentReturnResult,
  OrderState,
  SavedItem,
  UpdateOrderState,
} from '../model/order-state';
import { endpoint } from './endpoint';

const IdParams = z.object({ id: Id });
const ProductParams = z.object({ productId: Id });

/**
 * Order states (spec 2 §7 "order state and cart"): the server keeps the personalization flow. Every state
 * is the user's in the agency in effect; another's id answers 404.
 */
export const personalizationApi = {
  create: endpoint({
    method: 'POST',
    path: '/order-states',
    auth: 'allAccess',
    body: CreateOrderState,
    response: OrderState,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    response: OrderState,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    body: UpdateOrderState,
    response: OrderState,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    response: z.object({ id: z.string() }),
  }),
  /** GET order-states/{parentId}: the per-channel states of a multi-channel parent. */
  children: endpoint({
    method: 'GET',
    path: '/order-states/{id}/children',
    auth: 'allAccess',
    params: IdParams,
    response: z.array(OrderState),
  }),
  /** Save for later (one saved item per asset) or clear the flag. */
  setSaved: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/saved',
    auth: 'allAccess',
    params: IdParams,
    body: z.object({ isStateSaved: z.boolean() }),
    response: OrderState,
  }),
  /** The editor's return page: store the document id, answer where the flow goes (spec 2 §4). */
  documentReturn: endpoint({
    method: 'POST',
    path: '/order-states/{id}/document-return',
    auth: 'allAccess',
    params: IdParams,
    body: DocumentReturn,
    response: DocumentReturnResult,
  }),
  /** Add to cart: clears the saved flag, then adds the piece with its recipients, drops and proof. */
  addToCart: endpoint({
    method: 'POST',
    path: '/order-states/{id}/add-to-cart',
    auth: 'allAccess',
    params: IdParams,
    response: z.object({ cartItemId: z.string(), orderStateId: z.string() }),
  }),
  savedItems: endpoint({
    method: 'GET',
    path: '/saved-items',
    auth: 'allAccess',
    response: z.array(SavedItem),
  }),
  /** The saved item of an asset, if any ('Would you like to use the previously saved item?'). */
  savedItemOfProduct: endpoint({
    method: 'GET',
    path: '/saved-items/{productId}',
    auth: 'allAccess',
    params: ProductParams,
    response: z.object({ orderState: OrderState.nullable() }),
  }),
};
