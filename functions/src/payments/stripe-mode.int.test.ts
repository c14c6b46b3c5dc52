import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '#platform/config';
import { setSecretReader } from '#platform/secret-value';
import { handler } from '../checkout/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';

const call = callerOf(handler);

const buyer = claimsFor('stripe-buyer@test.local');
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:stripe-keys-AbCdEf';
const KEYS = { secretKey: 'sk_test_from_secret', publishableKey: 'pk_test_from_secret' };
const saved = { ...process.env };
const secretReads: string[] = [];

/**
 * Stripe mode as in AWS: the keys come from the secret STRIPE_KEYS_SECRET_ARN names (read through the
 * injected reader, once), and the official SDK talks to the local HTTP Stripe fake through its host/port
 * options (STRIPE_API_ENDPOINT). The local gateway's own address is broken on purpose: nothing may use it.
 */
beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenUser({ userName: 'stripe-buyer@test.local', defaultAgencyId: 1 }, [1]);
  setSecretReader(async (arn) => {
    secretReads.push(arn);
    return JSON.stringify(KEYS);
  });
  process.env.STRIPE_KEYS_SECRET_ARN = SECRET_ARN;
  process.env.STRIPE_API_ENDPOINT = saved.PAYMENTS_ENDPOINT;
  process.env.PAYMENTS_ENDPOINT = 'http://127.0.0.1:9';
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_PUBLISHABLE_KEY;
  resetConfig();
});

afterAll(() => {
  process.env = saved;
  setSecretReader();
  resetConfig();
});

describe('Stripe mode', () => {
  it('tells the SPA to use Stripe Elements with the publishable key from the secret', async () => {
    const { status, body } = await call(buyer, 'GET', '/payment-setup');
    expect(status).toBe(200);
    expect(body).toEqual({ mode: 'stripe', publishableKey: KEYS.publishableKey });
  });

  it('saves a card from its PaymentMethod id alone, through the SDK, reading the secret once', async () => {
    const paymentMethodId = await tokenizeCard('4242424242424242', saved.PAYMENTS_ENDPOINT!);
    const { status, body } = await call(buyer, 'POST', '/payment-methods', {
      name: 'Pat Buyer',
      addressLine1: '1 Main St',
      city: 'Boston',
      state: 'MA',
      isDefault: true,
      providerPaymentMethodId: paymentMethodId,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ paymentData: { cardBrand: 'visa', last4: '4242' } });
    expect(secretReads).toEqual([SECRET_ARN]);
  });
});
