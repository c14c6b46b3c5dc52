import type { PaymentSetup } from '@msc/shared/api/checkout';

export interface CardEntry {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvc: string;
}

interface Billing {
  name: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state?: string;
  country?: string;
}

/** Thrown with the provider's own text (e.g. 'Your card number is incorrect.'). */
export class CardProviderError extends Error {}

/**
 * Local mode: the card goes to the local payment gateway (Stripe's payment_methods call, on the portal's
 * origin), as Stripe.js would send it to Stripe. Our API then receives only the payment method id.
 */
export async function createLocalPaymentMethod(
  setup: PaymentSetup,
  card: CardEntry,
  billing: Billing,
): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': card.cardNumber.replace(/\D/g, ''),
    'card[exp_month]': card.expMonth,
    'card[exp_year]': card.expYear,
    'card[cvc]': card.cvc,
    'billing_details[name]': billing.name,
    'billing_details[address][line1]': billing.addressLine1,
    'billing_details[address][city]': billing.city,
    'billing_details[address][state]': billing.state ?? '',
    'billing_details[address][country]': billing.country || 'US',
  });
  const response = await fetch(`${setup.localPath}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${setup.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: form,
  });
  const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { message?: string } };
  if (!response.ok || !body.id) throw new CardProviderError(body.error?.message ?? response.statusText);
  return body.id;
}
