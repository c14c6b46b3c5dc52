/**
 * Stripe mode: the card is typed into Stripe's own Element (an iframe from js.stripe.com) and Stripe.js turns
 * it into a PaymentMethod; our API receives only its id. These are the few Stripe.js calls the portal
 * makes, typed here so a test can hand in a fake that implements just them (setStripeLoader).
 */
export interface CardChange {
  complete: boolean;
  error?: { message?: string };
}

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  on(event: 'change', handler: (change: CardChange) => void): void;
  /** Empties the Element (the card the provider refused is typed again). */
  clear(): void;
  destroy(): void;
}

export interface StripeBillingDetails {
  name: string;
  address: { line1: string; line2?: string; city: string; state?: string; country?: string };
}

export interface StripeJs {
  elements(): { create(type: 'card', options?: { hidePostalCode?: boolean }): StripeCardElement };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details: StripeBillingDetails;
  }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

export type StripeLoader = (publishableKey: string) => Promise<StripeJs | null>;

/** Stripe.js from js.stripe.com, only when a card is added in Stripe mode (the pure entry loads on call). */
const loadFromStripe: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return (await loadStripe(publishableKey)) as unknown as StripeJs | null;
};

let loader: StripeLoader = loadFromStripe;
const loaded = new Map<string, Promise<StripeJs | null>>();

export function loadStripeJs(publishableKey: string): Promise<StripeJs | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loader(publishableKey);
    loaded.set(publishableKey, stripe);
    // A failed load (offline, blocked) is tried again when the form opens next.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}

/** Component tests: a fake Stripe.js instead of js.stripe.com (no argument: the real one again). */
export function setStripeLoader(next: StripeLoader = loadFromStripe): void {
  loader = next;
  loaded.clear();
}
