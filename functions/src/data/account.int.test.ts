import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';

const ME = 'me@test.local';
const OTHER = 'other@test.local';
const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T12:00:00.000Z`;
const address = { addressLine1: '1 Main St', city: 'Seattle', state: 'WA', postalCode: '98101' };

beforeAll(async () => {
  await useFreshTable();
  const { entities } = db();
  await entities.shippingAddress
    .put([
      { userName: ME, addressId: 'A2', addressee: 'Me', isDefault: true, sequence: 1, ...address },
      { userName: ME, addressId: 'A1', addressee: 'Me', sequence: 0, ...address },
      { userName: OTHER, addressId: 'A9', addressee: 'Other', ...address },
    ])
    .go();
  const contact = (userName: string, contactId: string, lastName: string, isFavorite = false) => ({
    userName,
    contactId,
    firstName: 'Pat',
    lastName,
    isFavorite,
    ...address,
  });
  await entities.marketingContact
    .put([
      contact(ME, 'C1', 'baker'),
      contact(ME, 'C2', 'Adams', true),
      contact(ME, 'C3', 'Clark'),
      contact(ME, 'C4', 'Davis', true),
      contact(ME, 'C5', 'Evans'),
      contact(OTHER, 'C9', 'Aaron', true),
    ])
    .go();
  await entities.image
    .put(
      ['I01', 'I02', 'I03', 'I04', 'I05'].map((imageId) => ({
        userName: ME,
        imageId,
        name: imageId,
        s3Key: `images/${ME}/${imageId}.png`,
        contentType: 'image/png',
      })),
    )
    .go();
  await entities.image
    .put({ userName: OTHER, imageId: 'I99', name: 'x', s3Key: 'k', contentType: 'image/png' })
    .go();
  const card = (userName: string, paymentMethodId: string, isDefault: boolean) => ({
    userName,
    paymentMethodId,
    providerPaymentMethodId: `pm_${paymentMethodId}`,
    providerCustomerId: 'cus_1',
    cardBrand: 'Visa',
    last4: '4242',
    expirationDate: '2029-04',
    name: 'Me',
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    isDefault,
  });
  await entities.paymentMethod
    .put([card(ME, 'P1', true), card(ME, 'P2', false), card(OTHER, 'P9', true)])
    .go();
  const download = (userName: string, customDownloadId: string) => ({
    userName,
    customDownloadId,
    productId: 'prod',
    itemNumber: 'AP-1',
    itemName: 'Welcome kit',
    title: 'Welcome kit',
    pageFlexDocumentId: 'DOC1',
  });
  await entities.customDownload.put([download(ME, 'D1'), download(ME, 'D2'), download(OTHER, 'D9')]).go();
});

const ids = <T>(items: T[], key: keyof T) => items.map((item) => item[key]);

describe('shipping addresses (user-owned, one partition)', () => {
  it('lists only the user’s addresses', async () => {
    const { data } = await db().entities.shippingAddress.query.addressesOfUser({ userName: ME }).go();
    expect(ids(data, 'addressId')).toEqual(['A1', 'A2']);
    expect(data.find((item) => item.addressId === 'A2')).toMatchObject({ isDefault: true, addressType: 2 });
  });

  it('does not resolve another user’s address id', async () => {
    const { data } = await db().entities.shippingAddress.get({ userName: ME, addressId: 'A9' }).go();
    expect(data).toBeNull();
  });
});

describe('marketing contacts', () => {
  it('sorts by last name A-Z and Z-A, ignoring case, with cursor paging', async () => {
    const byName = db().entities.marketingContact.query.contactsByLastName({ userName: ME });
    const first = await byName.go({ limit: 2 });
    expect(ids(first.data, 'lastName')).toEqual(['Adams', 'baker']);
    const second = await byName.go({ limit: 2, cursor: first.cursor });
    expect(ids(second.data, 'lastName')).toEqual(['Clark', 'Davis']);
    const third = await byName.go({ limit: 2, cursor: second.cursor });
    expect(ids(third.data, 'lastName')).toEqual(['Evans']);
    const desc = await byName.go({ order: 'desc' });
    expect(ids(desc.data, 'lastName')).toEqual(['Evans', 'Davis', 'Clark', 'baker', 'Adams']);
  });

  it('lists favorites only, and a favorite toggle (patch of isFavorite alone) moves the contact', async () => {
    const favorites = () =>
      db()
        .entities.marketingContact.query.contactsByFavorite({ userName: ME, isFavorite: true })
        .go()
        .then(({ data }) => ids(data, 'contactId'));
    expect(await favorites()).toEqual(['C2', 'C4']);
    await db()
      .entities.marketingContact.patch({ userName: ME, contactId: 'C3' })
      .set({ isFavorite: true })
      .go();
    await db()
      .entities.marketingContact.patch({ userName: ME, contactId: 'C2' })
      .set({ isFavorite: false })
      .go();
    expect(await favorites()).toEqual(['C3', 'C4']);
  });
});

describe('image library', () => {
  it('pages newest first (ULID ids), 2 per page here (12 in the UI)', async () => {
    const query = db().entities.image.query.imagesOfUser({ userName: ME });
    const first = await query.go({ order: 'desc', limit: 2 });
    expect(ids(first.data, 'imageId')).toEqual(['I05', 'I04']);
    const second = await query.go({ order: 'desc', limit: 2, cursor: first.cursor });
    expect(ids(second.data, 'imageId')).toEqual(['I03', 'I02']);
  });

  it('renames in place', async () => {
    await db().entities.image.patch({ userName: ME, imageId: 'I01' }).set({ name: 'Logo' }).go();
    const { data } = await db().entities.image.get({ userName: ME, imageId: 'I01' }).go();
    expect(data?.name).toBe('Logo');
  });
});

describe('payment methods', () => {
  it('sorts newest-to-oldest and oldest-to-newest', async () => {
    const query = db().entities.paymentMethod.query.paymentMethodsOfUser({ userName: ME });
    expect(ids((await query.go()).data, 'paymentMethodId')).toEqual(['P1', 'P2']);
    expect(ids((await query.go({ order: 'desc' })).data, 'paymentMethodId')).toEqual(['P2', 'P1']);
  });

  /** Moves the default marker: clear the old default (condition: it still is) and set the new one. */
  const setDefault = (from: string, to: string) =>
    db()
      .transaction.write(({ paymentMethod }) => [
        paymentMethod
          .patch({ userName: ME, paymentMethodId: from })
          .set({ isDefault: false })
          .where(({ isDefault }, { eq }) => eq(isDefault, true))
          .commit(),
        paymentMethod.patch({ userName: ME, paymentMethodId: to }).set({ isDefault: true }).commit(),
      ])
      .go();

  it('moves the default marker in one transaction', async () => {
    const result = await setDefault('P1', 'P2');
    expect(result.canceled).toBe(false);
    const { data } = await db().entities.paymentMethod.query.paymentMethodsOfUser({ userName: ME }).go();
    expect(data.map((card) => [card.paymentMethodId, card.isDefault])).toEqual([
      ['P1', false],
      ['P2', true],
    ]);
  });

  it('returns {canceled: true} (no throw) when the old default changed meanwhile, and writes nothing', async () => {
    const result = await setDefault('P1', 'P1');
    expect(result.canceled).toBe(true);
    expect(result.data.map((entry) => entry.code)).toEqual(['ConditionalCheckFailed', 'None']);
    const { data } = await db().entities.paymentMethod.get({ userName: ME, paymentMethodId: 'P2' }).go();
    expect(data?.isDefault).toBe(true);
  });
});

describe('custom downloads, favorites, feedback', () => {
  it('lists the user’s downloads created-date descending', async () => {
    const { data } = await db()
      .entities.customDownload.query.downloadsOfUser({ userName: ME })
      .go({ order: 'desc' });
    expect(ids(data, 'customDownloadId')).toEqual(['D2', 'D1']);
  });

  it('keeps favorite products and reports per user', async () => {
    const { entities } = db();
    await entities.favoriteProduct
      .put([
        { userName: ME, productId: 'X' },
        { userName: OTHER, productId: 'Y' },
      ])
      .go();
    await entities.favoriteReport
      .put([
        { userName: ME, reportId: '3' },
        { userName: OTHER, reportId: '12' },
      ])
      .go();
    const products = await entities.favoriteProduct.query.favoritesOfUser({ userName: ME }).go();
    const reports = await entities.favoriteReport.query.favoritesOfUser({ userName: ME }).go();
    expect([ids(products.data, 'productId'), ids(reports.data, 'reportId')]).toEqual([['X'], ['3']]);
  });

  it('reads feedback by type, newest first, and a user’s own', async () => {
    const { entities } = db();
    const answers = [{ feedbackQuestionsId: 'Q1', feedbackValue: 5 }];
    await entities.feedback
      .put([
        { userName: ME, feedbackId: 'F1', feedbackType: 1, answers, created: at(1) },
        { userName: OTHER, feedbackId: 'F2', feedbackType: 1, answers, created: at(3) },
        { userName: ME, feedbackId: 'F3', feedbackType: 2, answers, created: at(2) },
      ])
      .go();
    const { data } = await entities.feedback.query.feedbackByType({ feedbackType: 1 }).go({ order: 'desc' });
    expect(ids(data, 'feedbackId')).toEqual(['F2', 'F1']);
    const mine = await entities.feedback.query.feedbackOfUser({ userName: ME }).go();
    expect(ids(mine.data, 'feedbackId')).toEqual(['F1', 'F3']);
  });
});

describe('uploads and idempotency records', () => {
  it('finds an upload by id in the user’s partition only', async () => {
    const upload = {
      uploadId: 'U1',
      kind: 'shipToList',
      agencyId: 1,
      fileName: 'list.csv',
      s3Key: 'uploads/u1.csv',
    } as const;
    await db()
      .entities.upload.put({ userName: ME, ...upload })
      .go();
    expect((await db().entities.upload.get({ userName: ME, uploadId: 'U1' }).go()).data?.status).toBe(
      'pending',
    );
    expect((await db().entities.upload.get({ userName: OTHER, uploadId: 'U1' }).go()).data).toBeNull();
  });

  it('claims an idempotency key once; the retry finds the stored response', async () => {
    const { idempotencyRecord } = db().entities;
    const claim = { scope: ME, idempotencyKey: 'k-1', operation: 'placeOrder', requestHash: 'h1', ttl: 1 };
    await idempotencyRecord.create(claim).go();
    await idempotencyRecord
      .patch({ scope: ME, idempotencyKey: 'k-1' })
      .set({ status: 'completed', statusCode: 200, response: { orderId: 'O1' } })
      .go();
    await expect(idempotencyRecord.create(claim).go()).rejects.toThrow(/conditional request failed/i);
    const { data } = await idempotencyRecord.get({ scope: ME, idempotencyKey: 'k-1' }).go();
    expect(data).toMatchObject({ status: 'completed', response: { orderId: 'O1' } });
    expect((await idempotencyRecord.get({ scope: OTHER, idempotencyKey: 'k-1' }).go()).data).toBeNull();
  });
});
