import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { signInAsNew } from './sign-in';

/** The signed-in tab's API headers (the SPA's bearer token), read from one of its own calls. */
async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const request = page.waitForRequest((req) => req.url().includes('/api/') && !!req.headers().authorization);
  await page.reload();
  const { authorization } = (await request).headers();
  return { authorization: authorization ?? '' };
}

interface Api {
  get: (path: string, params?: Record<string, string | number>) => Promise<Record<string, unknown>>;
  post: (path: string, data: unknown) => Promise<Record<string, unknown>>;
}

function apiOf(page: Page, headers: Record<string, string>): Api {
  return {
    get: async (path, params) => {
      const response = await page.request.get(`/api${path}`, { headers, params });
      expect(response.ok(), `GET ${path}`).toBe(true);
      return response.json();
    },
    post: async (path, data) => {
      const response = await page.request.post(`/api${path}`, { headers, data });
      expect(response.ok(), `POST ${path}`).toBe(true);
      return response.json();
    },
  };
}

/** A cross-sell letter of the catalogue (a Home one when there is one: its list is auto-to-home). */
async function crossSellLetter(api: Api) {
  for (const productType of ['Home', '']) {
    const found = (await api.get('/products', {
      programType: 'CrossSell',
      productFormat: 'Letter Templates',
      ...(productType ? { productType } : {}),
    })) as { results: { id: string; isPersonalizable: boolean }[] };
    const letter = found.results.find((product) => product.isPersonalizable);
    if (letter) return { productId: letter.id, productType: productType || 'Other' };
  }
  throw new Error('no cross-sell letter in the demo catalogue');
}

async function startOrder(api: Api, programType: string) {
  const session = (await api.get('/session')) as { agency: { statId: string } };
  const { productId, productType } = await crossSellLetter(api);
  const state = await api.post('/order-states', {
    productId,
    statCode: session.agency.statId,
    productType,
    programType,
    channelType: 1,
    isMultiChannel: false,
    isStateSaved: false,
  });
  return state as { id: string; unitPrice: number };
}

test('step 2: the owner self-selects 30 policyholders found by a search; the order state mails those 30', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const api = apiOf(page, await apiHeaders(page));
  const order = await startOrder(api, 'CrossSell');

  // A city with at least 30 eligible policyholders, from the step's own list.
  const firstPage = (await api.get(`/order-states/${order.id}/policyholders`, { pageSize: 100 })) as {
    results: { city: string }[];
    eligibleCount: number;
  };
  expect(firstPage.eligibleCount).toBeGreaterThan(30);
  const cities = new Map<string, number>();
  for (const row of firstPage.results) cities.set(row.city, (cities.get(row.city) ?? 0) + 1);
  const city = [...cities.entries()].sort((a, b) => b[1] - a[1])[0]![0];

  await page.goto(`/personalization/step-2/${order.id}`);
  await expect(
    page.getByRole('heading', { name: 'Would you like to send to all Policyholders?' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    new RegExp(`^/personalization/step-1/${order.id}/${order.id}/.+\\?edit=true$`),
  );
  await page.screenshot({ path: 'test-results/e2e-shots/step-2-question-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'No' }).click();

  const table = page.getByRole('table', { name: 'Eligible policyholders' });
  await expect(table).toBeVisible();
  const stepNext = page.getByRole('button', { name: 'Next', exact: true }).last();
  await expect(page.getByText(/^0 of [\d,]+ policyholders selected$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();

  await page.getByLabel('Items per page').selectOption('25');
  await page.getByRole('searchbox', { name: 'Search policyholders' }).fill(city);
  await page.keyboard.press('Enter');
  const rows = table.locator('tbody tr');
  // The page before the search stays until its results come: wait for 25 rows all of the city.
  await expect(rows.locator('td:nth-child(4)')).toContainText(Array(25).fill(`${city}, `));
  await expect(rows).toHaveCount(25);

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText(/^25 of [\d,]+ policyholders selected$/)).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
  const boxes = table.getByRole('checkbox');
  for (let index = 0; index < 5; index++) await boxes.nth(index).check();
  await expect(page.getByText(/^30 of [\d,]+ policyholders selected$/)).toBeVisible();

  // Keyboard: a row's box takes focus and Space ticks it.
  await boxes.nth(5).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^31 of /)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^30 of /)).toBeVisible();

  await page.screenshot({ path: 'test-results/e2e-shots/step-2-selection-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/step-2-selection-820.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await stepNext.click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  const saved = (await api.get(`/order-states/${order.id}`)) as {
    targetCount: number;
    totalPrice: number;
    unitPrice: number;
    recipientPolicyNumbers: string[];
  };
  expect(saved.targetCount).toBe(30);
  expect(saved.totalPrice).toBe(30 * saved.unitPrice);
  // The 30 are the first 30 of the city's search, as ticked.
  const searched = (await api.get(`/order-states/${order.id}/policyholders`, {
    pageSize: 100,
    search: city,
  })) as {
    results: { policyNumber: string; city: string; selected: boolean }[];
  };
  const ticked = searched.results.slice(0, 30);
  expect(ticked.every((row) => row.city === city && row.selected)).toBe(true);
  expect(new Set(saved.recipientPolicyNumbers)).toEqual(new Set(ticked.map((row) => row.policyNumber)));
});

test('step-2 review: the order count stops at the eligible policyholders; a count prices the order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsNew(page, 'owner@demo.local');
  const api = apiOf(page, await apiHeaders(page));
  const order = await startOrder(api, 'Retention');
  const { eligibleCount } = (await api.get(`/order-states/${order.id}/policyholders`)) as {
    eligibleCount: number;
  };

  await page.goto(`/personalization/step-2-review/${order.id}`);
  await expect(page.getByRole('heading', { name: 'Review', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  const count = page.getByLabel('Order Count');
  await count.fill(String(eligibleCount + 1));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(`Limit of ${eligibleCount} exceeded`)).toBeVisible();

  await count.fill('40');
  await page.getByRole('button', { name: 'Update' }).click();
  const total = ((40 * order.unitPrice) / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
  });
  await expect(page.getByText(total, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/e2e-shots/step-2-review-1366.png', fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: 'test-results/e2e-shots/step-2-review-820.png', fullPage: true });
  expect(((await api.get(`/order-states/${order.id}`)) as { targetCount: number }).targetCount).toBe(40);
});

test('step 2: Yes sends to every eligible policyholder of the owner and goes on to the mail schedule', async ({
  page,
}) => {
  await signInAsNew(page, 'owner@demo.local');
  const api = apiOf(page, await apiHeaders(page));
  const order = await startOrder(api, 'CrossSell');
  const { eligibleCount } = (await api.get(`/order-states/${order.id}/policyholders`)) as {
    eligibleCount: number;
  };

  await page.goto(`/personalization/step-2/${order.id}`);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/personalization/step-3/${order.id}$`));
  const saved = (await api.get(`/order-states/${order.id}`)) as {
    targetCount: number;
    recipientPolicyNumbers: string[];
  };
  expect(saved.targetCount).toBe(eligibleCount);
  expect(new Set(saved.recipientPolicyNumbers).size).toBe(eligibleCount);
});
