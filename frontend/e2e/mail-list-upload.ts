import { expect, type Page } from '@playwright/test';
import { personalizeAndApprove } from './personalization';

/** The signed-in tab's API headers (the SPA's bearer token), read from one of its own calls. */
export async function apiHeaders(page: Page): Promise<Record<string, string>> {
  const request = page.waitForRequest((req) => req.url().includes('/api/') && !!req.headers().authorization);
  await page.reload();
  const { authorization } = (await request).headers();
  return { authorization: authorization ?? '' };
}

/** A data-list order state of a personalizable piece offered for DataListUpload, through the API. */
export async function startDataListOrder(page: Page, headers: Record<string, string>) {
  const session = await (await page.request.get('/api/session', { headers })).json();
  const found = await (
    await page.request.get('/api/products', { headers, params: { programType: 'DataListUpload' } })
  ).json();
  const product = (found.results as { id: string; name: string; isPersonalizable: boolean }[]).find(
    (each) => each.isPersonalizable,
  );
  if (!product) throw new Error('no data-list piece in the demo catalogue');
  const created = await page.request.post('/api/order-states', {
    headers,
    data: {
      productId: product.id,
      statCode: session.agency.statId,
      productType: 'Other',
      programType: 'DataListUpload',
      channelType: 1,
      isMultiChannel: false,
      isStateSaved: false,
    },
  });
  expect(created.ok()).toBe(true);
  return { id: (await created.json()).id as string, productId: product.id, productName: product.name };
}

/**
 * A data-list order of the signed-in tab's account taken through step 1 to step 2 with `csv` uploaded as a
 * new list named `listName`, its successful records kept and `selected` of them selected; with the API
 * headers of the tab.
 */
export async function uploadedMailList(page: Page, listName: string, csv: string, selected: number) {
  const headers = await apiHeaders(page);
  const order = await startDataListOrder(page, headers);
  await page.goto(`/personalization/step-1/${order.id}/${order.id}/${order.productId}/?channelType=1`);
  await personalizeAndApprove(page);
  await expect(page).toHaveURL(new RegExp(`/personalization/step-2/${order.id}`));
  await page.getByLabel('Mail list name').fill(listName);
  await page
    .getByLabel('Choose a .xlsx, .xls or .csv file')
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('heading', { name: 'Upload Summary' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Proceed with successful records' }).click();
  await expect(page.getByText(`${selected} of ${selected} records selected`)).toBeVisible();
  return { ...order, headers };
}
