import { expect, test } from '@playwright/test';
import { signInAsNew } from './sign-in';

const SHOTS = 'test-results/e2e-shots';
const CARD_NUMBER = '5555 5555 5555 4444';

/**
 * The few Stripe.js calls the portal makes (frontend/src/features/checkout/stripe-card.ts), as a script
 * served for js.stripe.com. Its card Element is a frame of its own holding the card fields, as Stripe's
 * is; createPaymentMethod posts the card to api.stripe.com with the publishable key, as Stripe.js does.
 */
const FAKE_STRIPE_JS = `(() => {
  function Stripe(key) {
    let frame;
    const fields = () => [...frame.contentDocument.querySelectorAll('input')].map((input) => input.value.trim());
    return {
      elements: () => ({
        create: () => {
          const handlers = [];
          return {
            mount(container) {
              frame = document.createElement('iframe');
              frame.title = 'Secure card payment input frame';
              frame.style.cssText = 'width:100%;height:2.5rem;border:0';
              frame.srcdoc = '<label>Card number <input name="cardnumber" size="19"></label> ' +
                '<label>MM / YY <input name="exp-date" size="5"></label> <label>CVC <input name="cvc" size="4"></label>';
              frame.addEventListener('load', () => {
                for (const input of frame.contentDocument.querySelectorAll('input')) {
                  input.addEventListener('input', () => {
                    const [number, expiry, cvc] = fields();
                    const complete = number.replace(/\\D/g, '').length === 16 && /^\\d{2}\\s*\\/\\s*\\d{2}$/.test(expiry) && /^\\d{3,4}$/.test(cvc);
                    for (const handler of handlers) handler({ complete, empty: false });
                  });
                }
              });
              container.appendChild(frame);
            },
            on(event, handler) { if (event === 'change') handlers.push(handler); },
            clear() {
              for (const input of frame.contentDocument.querySelectorAll('input')) input.value = '';
              for (const handler of handlers) handler({ complete: false, empty: true });
            },
            destroy() { frame?.remove(); },
          };
        },
      }),
      async createPaymentMethod({ type, billing_details }) {
        const [number, expiry, cvc] = fields();
        const [month, year] = expiry.split('/').map((part) => part.trim());
        const response = await fetch('https://api.stripe.com/v1/payment_methods', {
          method: 'POST',
          headers: { authorization: 'Bearer ' + key, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            type,
            'card[number]': number.replace(/\\D/g, ''),
            'card[exp_month]': month,
            'card[exp_year]': '20' + year,
            'card[cvc]': cvc,
            'billing_details[name]': billing_details.name,
          }),
        });
        const body = await response.json();
        return response.ok ? { paymentMethod: body } : { error: body.error };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'POST',
};

// The local server sends local mode's CSP (scripts from 'self' only); CloudFront's policy allows
// js.stripe.com, its frames and api.stripe.com in AWS (infra/test/portal-stack.test.ts).
test.use({ bypassCSP: true });

test('Stripe mode: the card goes into Stripe’s Element and to Stripe; our API gets only the PaymentMethod id', async ({
  page,
  baseURL,
}) => {
  // Stripe.js and Stripe's API, without the internet: the script above, and the local Stripe fake that
  // the server's SDK also talks to (reached through the portal's /local-payments proxy).
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  const stripeCalls: string[] = [];
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    stripeCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    const response = await route.fetch({
      url: `${baseURL}/local-payments${new URL(request.url()).pathname}`,
    });
    return route.fulfill({ response, headers: { ...response.headers(), ...CORS } });
  });
  // The server of this stack runs the local gateway (every other journey needs it); its Stripe mode, with
  // the keys from the secret and the SDK against the same fake, is functions/src/checkout/stripe-mode.int.test.ts.
  await page.route('**/api/payment-setup', (route) =>
    route.fulfill({ json: { mode: 'stripe', publishableKey: 'pk_test_local' } }),
  );
  const toOurOrigin: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(baseURL!))
      toOurOrigin.push({ url: request.url(), body: request.postData() ?? '' });
  });

  await signInAsNew(page, 'owner@demo.local', '/account/payment-info');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const form = page.getByRole('form', { name: 'Add a card' });
  // No card fields of ours: Stripe's Element holds them.
  await expect(form.getByLabel('Card number')).toHaveCount(0);
  const card = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await card.getByLabel('Card number').fill(CARD_NUMBER);
  await card.getByLabel('MM / YY').fill(`12 / ${String(new Date().getFullYear() + 2).slice(2)}`);
  await card.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Olivia Owner');
  await form.getByLabel('Address Line 1').fill('12 Elm Street');
  await form.getByLabel('City').fill('Seattle');
  await form.getByLabel('State').selectOption('WA');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/stripe-mode-add-card-1366.png`, fullPage: true });
  const saved = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/payment-methods$/.test(request.url()),
  );
  await form.getByRole('button', { name: 'Create' }).click();

  const body = JSON.parse((await saved).postData() ?? '{}') as Record<string, unknown>;
  expect(body.providerPaymentMethodId).toMatch(/^pm_/);
  await expect(page.getByText('Payment Method has been saved.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete MasterCard ending in 4444' })).toBeVisible();
  expect(stripeCalls).toEqual(['POST /v1/payment_methods']);
  // The card number never reached our origin, in any request.
  const digits = CARD_NUMBER.replace(/\s/g, '');
  for (const request of toOurOrigin) {
    expect(request.body).not.toContain(digits);
    expect(request.body).not.toContain(CARD_NUMBER);
    expect(request.body).not.toContain(encodeURIComponent(CARD_NUMBER));
  }
  await page.setViewportSize({ width: 820, height: 1000 });
  await page.screenshot({ path: `${SHOTS}/stripe-mode-saved-820.png`, fullPage: true });
});
