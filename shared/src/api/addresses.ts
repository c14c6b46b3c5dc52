import * as z from 'zod';
import { ShippingAddress, ShippingAddressForm } from '../model/address';
import { Id } from '../model/fields';
import { endpoint } from './endpoint';

const AddressParams = z.object({ id: Id });

/** The signed-in user's saved shipping addresses (spec 1 §2 account profile, checkout Ship to My Address). */
export const addressesApi = {
  /** Every saved address, the default first, then in address sequence (the spec reads up to 1000). */
  list: endpoint({ method: 'GET', path: '/addresses', auth: 'user', response: z.array(ShippingAddress) }),
  /** Add (heading 'New Shipping Address'); the first address, or one marked default, becomes the default. */
  create: endpoint({
    method: 'POST',
    path: '/addresses',
    auth: 'user',
    status: 201,
    body: ShippingAddressForm,
    response: z.array(ShippingAddress),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/addresses/{id}',
    auth: 'user',
    params: AddressParams,
    body: ShippingAddressForm,
    response: z.array(ShippingAddress),
  }),
  /** Set default: the marker moves in one transaction. */
  setDefault: endpoint({
    method: 'PUT',
    path: '/addresses/{id}/default',
    auth: 'user',
    params: AddressParams,
    response: z.array(ShippingAddress),
  }),
  /** Delete (after the confirm prompt); deleting the default makes the next address the default. */
  remove: endpoint({
    method: 'DELETE',
    path: '/addresses/{id}',
    auth: 'user',
    params: AddressParams,
    response: z.array(ShippingAddress),
  }),
};
