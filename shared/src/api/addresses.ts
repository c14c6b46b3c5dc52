import * as z from 'zod';
import { ShippingAddress } from '../model/address';
import { endpoint } from './endpoint';

/** The signed-in user's saved shipping addresses (spec 1 §2 account profile, checkout Ship to My Address). */
export const addressesApi = {
  /** Every saved address, the default first, then in address sequence (the spec reads up to 1000). */
  list: endpoint({ method: 'GET', path: '/addresses', auth: 'user', response: z.array(ShippingAddress) }),
};
