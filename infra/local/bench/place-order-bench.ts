import { randomUUID } from 'node:crypto';
import { givenAgency, givenProduct, givenUser } from '@msc/functions/test/fixtures';
import { tokenizeCard } from '@msc/functions/test/payment-card';
import type { LocalCloud } from '../local-cloud';
import { benchSession, percentile } from './bench-session';

/** Buyers placing orders at once, each on their own cart (as real buyers do). */
export const PLACE_ORDER_CONNECTIONS = 4;
const AGENCY_ID = 990_001;
const PRODUCT_ID = 'bench-brochure';

/** A buyer of the bench agency, signed in, with a saved card: its id token and card id. */
async function givenBuyer(cloud: LocalCloud, index: number) {
  const email = `bench-buyer-${index}@bench.local`;
  await givenUser({ userName: email, defaultAgencyId: AGENCY_ID, hasChosenAgency: true }, [AGENCY_ID]);
  const api = await benchSession(cloud, email);
  const card = await api('POST', '/api/payment-methods', {
    name: 'Bench Buyer',
    addressLine1: '1 Bench St',
    city: 'Austin',
    state: 'TX',
    isDefault: true,
    providerPaymentMethodId: await tokenizeCard('4242424242424242'),
  });
  if (card.status !== 201) throw new Error(`bench buyer ${email}: saving a card answered ${card.status}`);
  const { id } = (await card.json()) as { id: string };
  return { email, api, cardId: id };
}

/**
 * Place order as buyers wait for it: PLACE_ORDER_CONNECTIONS buyers, each adding an item and placing the
 * order (authorize, the order's transaction, capture) again and again for `seconds`. Only the place-order
 * call is timed; its p50 is compared with the cart read of the same run.
 */
export async function benchPlaceOrder(cloud: LocalCloud, seconds: number) {
  await givenAgency({ agencyId: AGENCY_ID });
  await givenProduct({
    productId: PRODUCT_ID,
    unitPrice: 1250,
    isRequireShipping: false,
    canAddToCart: true,
  });
  const buyers = await Promise.all(
    Array.from({ length: PLACE_ORDER_CONNECTIONS }, (_, index) => givenBuyer(cloud, index)),
  );
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < until) {
        await buyer.api('POST', '/api/cart/items', { productId: PRODUCT_ID, quantity: 1 });
        const started = performance.now();
        const answer = await buyer.api('POST', '/api/orders/place', {
          idempotencyKey: randomUUID(),
          paymentMethodId: buyer.cardId,
          email: buyer.email,
        });
        const body = (await answer.json()) as { succeeded?: boolean };
        latencies.push(performance.now() - started);
        if (answer.status !== 200 || !body.succeeded) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name: 'place order (authorize, write, capture)',
    connections: PLACE_ORDER_CONNECTIONS,
    orders: latencies.length,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}
