import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';

const ME = 'me@test.local';
const OTHER = 'other@test.local';
const state = (
  userName: string,
  orderStateId: string,
  productId: string,
  extra: Record<string, unknown> = {},
) => ({
  userName,
  orderStateId,
  agencyId: 10,
  productId,
  programType: 'CrossSell',
  statCode: '1122333',
  channelType: 1,
  ...extra,
});

beforeAll(async () => {
  await useFreshTable();
  await db()
    .entities.orderState.put([
      state(ME, 'S1', 'prod-a', { isStateSaved: true, isMultiChannel: true }),
      state(ME, 'S2', 'prod-a', { parentId: 'S1', channelType: 2, isMultiChannel: true }),
      state(ME, 'S3', 'prod-b'),
      state(ME, 'S4', 'prod-c', { isStateSaved: true }),
      state(OTHER, 'S9', 'prod-a', { isStateSaved: true }),
      state(OTHER, 'S8', 'prod-a', { parentId: 'S1', channelType: 2 }),
    ])
    .go();
});

const stateIds = (items: Array<{ orderStateId: string }>) => items.map((item) => item.orderStateId);

describe('order states', () => {
  it('gets a state by id in the user’s partition only', async () => {
    const { orderState } = db().entities;
    expect((await orderState.get({ userName: ME, orderStateId: 'S3' }).go()).data).toMatchObject({
      cartId: '00000000-0000-0000-0000-000000000000',
      parentId: '',
      mailContacts: [],
    });
    expect((await orderState.get({ userName: ME, orderStateId: 'S9' }).go()).data).toBeNull();
  });

  it('children of a parent, by channel; only children are in that index', async () => {
    const { data } = await db()
      .entities.orderState.query.childrenOfParent({ userName: ME, parentId: 'S1' })
      .go();
    expect(stateIds(data)).toEqual(['S2']);
  });

  it('saved items of a user, and the saved item of one product', async () => {
    const { orderState } = db().entities;
    const saved = await orderState.query.savedItemsOfUser({ userName: ME, isStateSaved: true }).go();
    expect(stateIds(saved.data)).toEqual(['S1', 'S4']);
    const ofProduct = await orderState.query
      .savedItemsOfUser({ userName: ME, isStateSaved: true, productId: 'prod-a' })
      .go();
    expect(stateIds(ofProduct.data)).toEqual(['S1']);
  });

  it('saving or unsaving (a patch of isStateSaved alone) moves the state in or out of the saved items', async () => {
    const { orderState } = db().entities;
    await orderState.patch({ userName: ME, orderStateId: 'S3' }).set({ isStateSaved: true }).go();
    await orderState.patch({ userName: ME, orderStateId: 'S1' }).set({ isStateSaved: false }).go();
    const saved = await orderState.query.savedItemsOfUser({ userName: ME, isStateSaved: true }).go();
    expect(stateIds(saved.data)).toEqual(['S3', 'S4']);
  });
});

describe('bulk order states', () => {
  it('is user-owned and updated under a version condition', async () => {
    const { bulkOrderState } = db().entities;
    const bulk = {
      userName: ME,
      bulkOrderStateId: 'B1',
      agencyId: 20,
      channelType: 1,
      statCode: '2020000',
      programType: 'CrossSell',
      productId: 'prod-a',
    };
    await bulkOrderState.create(bulk).go();
    const update = (version: number) =>
      bulkOrderState
        .patch({ userName: ME, bulkOrderStateId: 'B1' })
        .set({ isSamePersonalization: true, version: version + 1 })
        .where((attributes, { eq }) => eq(attributes.version, version))
        .go();
    await update(1);
    await expect(update(1)).rejects.toThrow(/conditional request failed/i);
    expect((await bulkOrderState.get({ userName: OTHER, bulkOrderStateId: 'B1' }).go()).data).toBeNull();
  });
});

describe('cart ship-to entries', () => {
  it('are read with the cart header and items in one Query (collection `cart`)', async () => {
    const key = { userName: ME, agencyId: 10 };
    const { entities } = db();
    await entities.cart.create({ ...key, cartId: 'cart-1' }).go();
    await entities.cartItem
      .put({ ...key, itemId: 'I1', productId: 'p', quantity: 1, unitPrice: 100, added: '2026-11-01' })
      .go();
    await entities.shipTo
      .put(
        ['T2', 'T1'].map((shipToId, index) => ({
          ...key,
          shipToId,
          addressee: `Contact ${shipToId}`,
          addressLine1: '1 Main St',
          city: 'Seattle',
          state: 'WA',
          postalCode: '98101',
          sequence: index,
          orderContactItemQuantities: [{ cartItemId: 'I1', quantity: 1 }],
        })),
      )
      .go();
    await entities.shipTo
      .put({
        userName: OTHER,
        agencyId: 10,
        shipToId: 'T9',
        addressee: 'x',
        addressLine1: 'x',
        city: 'x',
        state: 'WA',
        postalCode: '1',
      })
      .go();
    const { data } = await db().collections.cart(key).go();
    expect([data.cart.length, data.cartItem.length, data.shipTo.map((entry) => entry.shipToId)]).toEqual([
      1,
      1,
      ['T1', 'T2'],
    ]);
  });
});
