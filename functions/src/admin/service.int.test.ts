import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as cartHandler } from '../cart/handler';
import { handler as catalogHandler } from '../catalog/handler';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const ADMIN = 'sa@test.local';
const MARKETING = 'marketing-admin@test.local';
const CSR = 'csr@test.local';
const AGENT = 'agent@test.local';
const call = callerOf(handler);
const catalog = callerOf(catalogHandler);
const cart = callerOf(cartHandler);

/** What the editor sends for a new product (cents). */
const brochure = (itemNumber: string, unitPrice = 1250) => ({
  name: 'Home brochure',
  itemNumber,
  description: 'A tri-fold brochure.',
  unitPrice,
  deliveryType: 1,
  canAddToCart: true,
  isRequireShipping: true,
  programTypes: ['Other'],
  productTypes: ['Home'],
  productFormat: 'Brochures',
  productCategory: 'Home',
  tags: ['home'],
});

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 7, agencyName: 'Agent Agency' });
  await givenUser({ userName: ADMIN, roles: ['SA'], primaryRole: 'SA' });
  await givenUser({ userName: MARKETING, roles: ['MarketingAdmin'], primaryRole: 'MarketingAdmin' });
  await givenUser({ userName: CSR, roles: ['CustomerService'], primaryRole: 'CustomerService' });
  await givenUser({ userName: AGENT, defaultAgencyId: 7, hasChosenAgency: true }, [7]);
  await givenProduct({ productId: 'P-4309', itemNumber: 'AP-4309B', name: 'Auto postcard', unitPrice: 900 });
});

describe('Admin Center permissions', () => {
  it('refuses an agent every admin route with 403, reads and writes alike', async () => {
    expect((await call(AGENT, 'GET', '/admin/products')).status).toBe(403);
    expect((await call(AGENT, 'POST', '/admin/products', brochure('AP-9000'))).status).toBe(403);
    expect((await call(AGENT, 'DELETE', '/admin/products/P-4309')).status).toBe(403);
    expect((await call(AGENT, 'GET', '/admin/discount-codes')).status).toBe(403);
    expect((await call(AGENT, 'POST', '/admin/discount-codes/x/deactivate')).status).toBe(403);
  });

  it('lets the standard customer-service role look at the catalogue but not change it', async () => {
    expect((await call(CSR, 'GET', '/admin/products')).status).toBe(200);
    const refused = await call(CSR, 'PUT', '/admin/products/P-4309', brochure('AP-4309B'));
    expect(refused.status).toBe(403);
    expect((await call(ADMIN, 'GET', '/admin/products/P-4309')).body.unitPrice).toBe(900);
  });
});

describe('products', () => {
  it('finds a product by the storefront search rule (item number), retired ones by status', async () => {
    const { status, body } = await call(MARKETING, 'GET', '/admin/products?term=ap-4309b');
    expect(status).toBe(200);
    expect(body.results.map((row: { itemNumber: string }) => row.itemNumber)).toEqual(['AP-4309B']);
  });

  it('creates a product, and refuses a second one with the same item number (409, clear message)', async () => {
    const created = await call(MARKETING, 'POST', '/admin/products', brochure('AP-7001'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ itemNumber: 'AP-7001', unitPrice: 1250, canAddToCart: true });
    const again = await call(MARKETING, 'POST', '/admin/products', brochure('AP-7001', 99));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Another product already has this item number.');
    const renamed = await call(MARKETING, 'PUT', `/admin/products/P-4309`, brochure('AP-7001'));
    expect(renamed.status).toBe(409);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await call(MARKETING, 'POST', '/admin/products', {
      ...brochure('AP 7002!'),
      unitPrice: 12.5,
      programTypes: [],
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(
      expect.arrayContaining(['itemNumber', 'unitPrice', 'programTypes']),
    );
  });

  it('shows a saved price in storefront search and product detail at once, and audits before/after', async () => {
    // The storefront has searched (its catalogue is cached) before the edit.
    const search = async () =>
      (await catalog(AGENT, 'GET', '/products?term=AP-4309B')).body.results[0]?.unitPrice;
    expect(await search()).toBe(900);

    const { body: current } = await call(ADMIN, 'GET', '/admin/products/P-4309');
    const { id, created, updated, retiredAt, ...input } = current;
    const saved = await call(ADMIN, 'PUT', '/admin/products/P-4309', { ...input, unitPrice: 1999 });
    expect(saved.status).toBe(200);

    expect(await search()).toBe(1999);
    expect((await catalog(AGENT, 'GET', '/products/P-4309')).body.unitPrice).toBe(1999);

    const [change] = await auditRecordsOfTarget('product:P-4309');
    expect(change).toMatchObject({ action: 'admin.update', actorUserName: ADMIN });
    expect(JSON.parse(change!.before!).unitPrice).toBe(900);
    expect(JSON.parse(change!.after!).unitPrice).toBe(1999);
  });

  it('retires a product that an order references, and deletes one never ordered', async () => {
    await givenProduct({ productId: 'P-ORDERED', itemNumber: 'AP-ORD' });
    await givenProduct({ productId: 'P-NEVER', itemNumber: 'AP-NEV' });
    await db()
      .entities.orderItem.create({
        userName: AGENT,
        orderId: 'O-1',
        itemId: '1',
        agencyId: 7,
        orderDate: '2026-01-02T00:00:00.000Z',
        productId: 'P-ORDERED',
        itemNumber: 'AP-ORD',
        name: 'Ordered product',
        unitPrice: 100,
        quantity: 1,
      })
      .go();

    const retired = await call(ADMIN, 'DELETE', '/admin/products/P-ORDERED');
    expect(retired.body).toEqual({ outcome: 'retired' });
    const kept = await catalog(AGENT, 'GET', '/products/P-ORDERED');
    expect(kept.status).toBe(200);
    expect(kept.body.canAddToCart).toBe(false);
    expect((await catalog(AGENT, 'GET', '/products?term=AP-ORD')).body.totalCount).toBe(0);
    const refused = await cart(AGENT, 'POST', '/cart/items', { productId: 'P-ORDERED', quantity: 1 });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const listed = await call(ADMIN, 'GET', '/admin/products?status=retired');
    expect(listed.body.results.map((row: { id: string }) => row.id)).toEqual(['P-ORDERED']);

    const deleted = await call(ADMIN, 'DELETE', '/admin/products/P-NEVER');
    expect(deleted.body).toEqual({ outcome: 'deleted' });
    expect((await catalog(AGENT, 'GET', '/products/P-NEVER')).status).toBe(404);

    const [retire] = await auditRecordsOfTarget('product:P-ORDERED');
    expect(retire).toMatchObject({ action: 'admin.retire', actorUserName: ADMIN });
    expect(JSON.parse(retire!.after!).retiredAt).toBeTruthy();
    const [removal] = await auditRecordsOfTarget('product:P-NEVER');
    expect(removal).toMatchObject({ action: 'admin.delete' });
    expect(JSON.parse(removal!.before!).itemNumber).toBe('AP-NEV');
  });
});

describe('discount codes', () => {
  const tenPercent = {
    code: 'SAVE10',
    name: 'Ten percent off',
    discountType: 'percent',
    value: 10,
    validFrom: '2020-01-01',
    validTo: '2099-12-31',
    maxUsesPerAgency: 3,
  };

  it('refuses terms the rules do not allow, with the editor messages', async () => {
    const bad = await call(MARKETING, 'POST', '/admin/discount-codes', {
      ...tenPercent,
      value: 150,
      validTo: '2019-01-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      value: ['A percentage is a whole number from 1 to 100.'],
      validTo: ['The last valid day cannot be before the first.'],
    });
  });

  it('creates a 10% code an agent can apply in the cart at once; a second one of that code is refused', async () => {
    const created = await call(MARKETING, 'POST', '/admin/discount-codes', tenPercent);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'SAVE10', timesUsed: 0, isActive: true });
    expect(
      (await call(MARKETING, 'POST', '/admin/discount-codes', { ...tenPercent, code: 'save10' })).status,
    ).toBe(409);

    await givenProduct({ productId: 'P-CART', itemNumber: 'AP-CART', unitPrice: 1000 });
    expect((await cart(AGENT, 'POST', '/cart/items', { productId: 'P-CART', quantity: 2 })).status).toBe(200);
    const applied = await cart(AGENT, 'POST', '/cart/discounts', { code: 'save10' });
    expect(applied.status).toBe(200);
    expect(applied.body.discountTotal).toBe(200);

    const listed = await call(CSR, 'GET', '/admin/discount-codes');
    expect(listed.body.results).toEqual([expect.objectContaining({ code: 'SAVE10', maxUsesPerAgency: 3 })]);
  });

  it('edits and deactivates a code, auditing before and after; a deactivated code no longer applies', async () => {
    const { code, ...terms } = tenPercent;
    const edited = await call(ADMIN, 'PUT', '/admin/discount-codes/SAVE10', {
      ...terms,
      value: 15,
      maxUsesPerAgency: undefined,
    });
    expect(edited.body).toMatchObject({ value: 15 });
    expect(edited.body.maxUsesPerAgency).toBeUndefined();

    const off = await call(ADMIN, 'POST', '/admin/discount-codes/SAVE10/deactivate');
    expect(off.body.isActive).toBe(false);
    await cart(AGENT, 'DELETE', '/cart/discounts/SAVE10');
    const refused = await cart(AGENT, 'POST', '/cart/discounts', { code: 'SAVE10' });
    expect(refused.status).toBe(422);

    const [deactivation, edit] = await auditRecordsOfTarget('discountCode:save10');
    expect(deactivation).toMatchObject({ action: 'admin.deactivate', actorUserName: ADMIN });
    expect(JSON.parse(deactivation!.before!).isActive).toBe(true);
    expect(JSON.parse(deactivation!.after!).isActive).toBe(false);
    expect(JSON.parse(edit!.before!).value).toBe(10);
    expect(JSON.parse(edit!.after!).value).toBe(15);
  });
});
