import type Stripe from 'stripe';
import { config } from '#platform/config';
import { LOCAL_DEFAULT_ENDPOINTS } from '#platform/local-aws';
import { type StripeKeys, stripeKeys } from './payment-keys';

/** A card as the provider holds it: what we may store (never the number). */
export interface ProviderCard {
  providerPaymentMethodId: string;
  providerCustomerId?: string;
  cardBrand: string;
  last4: string;
  /** YYYY-MM. */
  expirationDate: string;
}

/** An authorization holds the amount on the card; nothing moves until it is captured. */
export type AuthorizeOutcome =
  | { ok: true; paymentIntentId: string }
  | { ok: false; code: string; message: string };

export interface AuthorizeRequest {
  /** Cents. */
  amount: number;
  customerId: string;
  paymentMethodId: string;
  /** The provider de-duplicates on it: a retried authorization is the same authorization. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** The payments the portal needs, whoever provides them. */
export interface PaymentGateway {
  createCustomer(input: { email: string; userName: string }): Promise<string>;
  card(providerPaymentMethodId: string): Promise<ProviderCard | undefined>;
  attach(providerPaymentMethodId: string, customerId: string): Promise<ProviderCard>;
  detach(providerPaymentMethodId: string): Promise<void>;
  /** Holds the amount on the card (Stripe: a PaymentIntent confirmed with manual capture). */
  authorize(request: AuthorizeRequest): Promise<AuthorizeOutcome>;
  /**
   * Takes the held amount once the order is written, or only `amount` cents of it (drops canceled before
   * the capture): the rest of the hold is released.
   */
  capture(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<void>;
  /** Releases a hold that will not be captured (the order was not written); a released one stays released. */
  cancel(paymentIntentId: string): Promise<void>;
  /**
   * Gives back what a capture took: all of it, or `amount` cents of it (a canceled drop). The provider
   * refuses more than is left of the capture; a retried key gives back nothing more.
   */
  refund(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<void>;
}

/** A provider refusal the user can act on (card declined, bad card); anything else is ours to log. */
export class PaymentRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

const toCard = (method: Stripe.PaymentMethod): ProviderCard => ({
  providerPaymentMethodId: method.id,
  providerCustomerId: typeof method.customer === 'string' ? method.customer : method.customer?.id,
  cardBrand: method.card?.brand ?? 'unknown',
  last4: method.card?.last4 ?? '0000',
  expirationDate: `${method.card?.exp_year ?? 0}-${String(method.card?.exp_month ?? 1).padStart(2, '0')}`,
});

/** The SDK's error classes come with the client, so this module needs no Stripe value of its own. */
function refusalOf(stripe: Stripe, error: unknown): PaymentRefused | undefined {
  if (error instanceof stripe.errors.StripeCardError)
    return new PaymentRefused(error.code ?? 'card_error', error.message);
  if (error instanceof stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
    return new PaymentRefused(error.code, error.message);
  return undefined;
}

/**
 * The one adapter: the official Stripe SDK, against api.stripe.com or, through its host/port/protocol
 * options, against the local payment gateway (infra/local/emulators/payments.ts).
 */
export function stripeGateway(stripe: Stripe): PaymentGateway {
  const refusal = (error: unknown) => refusalOf(stripe, error);
  return {
    async createCustomer({ email, userName }) {
      const customer = await stripe.customers.create({ email, metadata: { userName } });
      return customer.id;
    },
    async card(id) {
      try {
        return toCard(await stripe.paymentMethods.retrieve(id));
      } catch (error) {
        if (refusal(error)) return undefined;
        throw error;
      }
    },
    async attach(id, customer) {
      try {
        return toCard(await stripe.paymentMethods.attach(id, { customer }));
      } catch (error) {
        throw refusal(error) ?? error;
      }
    },
    async detach(id) {
      await stripe.paymentMethods.detach(id).catch((error: unknown) => {
        if (!refusal(error)) throw error;
      });
    },
    async authorize(request) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: 'usd',
            customer: request.customerId,
            payment_method: request.paymentMethodId,
            capture_method: 'manual',
            confirm: true,
            off_session: true,
            description: request.description,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { ok: true, paymentIntentId: intent.id };
      } catch (error) {
        const refused = refusal(error);
        if (refused) return { ok: false, code: refused.code, message: refused.message };
        throw error;
      }
    },
    async capture(paymentIntentId, idempotencyKey, amount) {
      await stripe.paymentIntents.capture(
        paymentIntentId,
        amount === undefined ? {} : { amount_to_capture: amount },
        { idempotencyKey },
      );
    },
    async cancel(paymentIntentId) {
      try {
        await stripe.paymentIntents.cancel(paymentIntentId);
      } catch (error) {
        // Cancelling twice (a retried clean-up) finds it canceled already: that is the outcome wanted.
        if (
          error instanceof stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
          if (intent.status === 'canceled') return;
        }
        throw error;
      }
    },
    async refund(paymentIntentId, idempotencyKey, amount) {
      await stripe.refunds.create(
        { payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount }) },
        { idempotencyKey },
      );
    },
  };
}

/** The publishable key the local gateway accepts (it checks only the prefix). */
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_local';
const LOCAL_SECRET_KEY = 'sk_test_local';

/** The SDK's host, port and protocol for an endpoint other than Stripe's own. */
function endpointOptions(url: string) {
  const endpoint = new URL(url);
  return {
    host: endpoint.hostname,
    port: Number(endpoint.port),
    protocol: endpoint.protocol === 'https:' ? ('https' as const) : ('http' as const),
  };
}

/** The SDK (about 240 KB) loads with the first payment call, not with the checkout Lambda. */
export async function stripeClient(keys: StripeKeys | undefined): Promise<Stripe> {
  const { default: Stripe } = await import('stripe');
  const cfg = config();
  if (keys) {
    const endpoint = cfg.STRIPE_API_ENDPOINT;
    return new Stripe(keys.secretKey, {
      maxNetworkRetries: 2,
      ...(endpoint ? endpointOptions(endpoint) : {}),
    });
  }
  return new Stripe(LOCAL_SECRET_KEY, {
    ...endpointOptions(cfg.PAYMENTS_ENDPOINT ?? LOCAL_DEFAULT_ENDPOINTS.payments),
    maxNetworkRetries: 2,
  });
}

let cached: { key: string; gateway: PaymentGateway } | undefined;

export async function paymentGateway(): Promise<PaymentGateway> {
  const cfg = config();
  const keys = await stripeKeys();
  const key = `${keys?.secretKey ?? ''}|${cfg.STRIPE_API_ENDPOINT ?? ''}|${cfg.PAYMENTS_ENDPOINT ?? ''}`;
  if (cached?.key !== key) cached = { key, gateway: stripeGateway(await stripeClient(keys)) };
  return cached.gateway;
}
