import * as z from 'zod';
import {
  ProspectCount,
  ProspectCountRequest,
  ProspectPrice,
  ProspectPriceRequest,
  ZipLookupForm,
  ZipResult,
} from '../model/prospecting';
import { endpoint } from './endpoint';

/**
 * Prospecting's ZIP step (spec 2 §2 "Step 2 ZIP pages", §4 "Prospecting ZIP flow", §7). Counts and prices
 * come from the server: the seeded prospect universe per ZIP and the product's unit price.
 */
export const prospectingApi = {
  /** ZIP Code Look Up by city and state. */
  zipLookup: endpoint({
    method: 'GET',
    path: '/prospecting/zip-codes',
    auth: 'user',
    query: ZipLookupForm,
    response: z.object({ results: z.array(ZipResult) }),
  }),
  /** Check Availability: prospects in the ZIP codes and the radius around them, with and without phone. */
  count: endpoint({
    method: 'POST',
    path: '/prospecting/count',
    auth: 'user',
    body: ProspectCountRequest,
    response: ProspectCount,
  }),
  /** The price of a target count: count × the product's unit price (with phone numbers priced higher). */
  price: endpoint({
    method: 'POST',
    path: '/prospecting/price',
    auth: 'user',
    body: ProspectPriceRequest,
    response: ProspectPrice,
  }),
};
