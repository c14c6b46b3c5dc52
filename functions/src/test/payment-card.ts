import Stripe from 'stripe';
/** What the SPA does in local mode: the card number goes to the payment service, never to our API. */
export async function tokenizeCard(
  number: string,
  paymentsEndpoint = process.env.PAYMENTS_ENDPOINT,
): Promise<string> {
  const response = await fetch(`${paymentsEndpoint}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer pk_test_local',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': String(new Date().getUTCFullYear() + 1),
      'card[cvc]': '123',
    }),
  });
  const body = (await response.json()) as { id: string };
  return body.id;
}

/** The local payment gateway as the Stripe SDK sees it, with the secret key (what tests check charges with). */
export function localStripe(paymentsEndpoint = process.env.PAYMENTS_ENDPOINT): Stripe {
  const endpoint = new URL(paymentsEndpoint!);
  return new Stripe('sk_test_local', {
    host: endpoint.hostname,
    port: Number(endpoint.port),
    protocol: 'http',
  });
}

/** The body of POST /payment-methods that saves a card of the agent (Dana Whitfield, Austin) as the default. */
export const defaultCardOf = async (number = '4242424242424242') => ({
  name: 'Dana Whitfield',
  addressLine1: '12 Harbor Road',
  city: 'Austin',
  state: 'TX',
  isDefault: true,
  providerPaymentMethodId: await tokenizeCard(number),
});
