import { describe, expect, it, vi } from 'vitest';
import type { RequestContext } from '#platform/request-context';
import { addProductsToCart } from './add-products';
import { loadCartRecords, writeCart } from './cart-store';

// The fold of many lines into one cart write, with no I/O: the stores answer these stand-ins.
vi.mock('#catalog/index', () => ({
  productsByIds: vi.fn(async () => {
    const product = (productId: string, canAddToCart = true) => ({
      productId,
      canAddToCart,
      unitPrice: 2,
      limitAvailable: 10,
      limitText: '10',
      availableStates: [],
    });
    return new Map([
      ['brochure', product('brochure')],
      ['poster', product('poster', false)],
    ]);
  }),
}));
vi.mock('#agency/index', () => ({ agencyOfRequest: vi.fn() }));
vi.mock('./cart-store', () => ({
  newProductLine: vi.fn((product: { productId: string; unitPrice: number }, quantity: number) => ({
    itemId: 'new-item',
    productId: product.productId,
    quantity,
    unitPrice: product.unitPrice,
    isExpressOrder: false,
    added: '2026-11-01T12:00:00.000Z',
  })),
  loadCartRecords: vi.fn(),
  writeCart: vi.fn(async () => undefined),
}));

const ctx = { user: { userName: 'me@test.local' }, agencyId: 0 } as unknown as RequestContext;

describe('addProductsToCart', () => {
  it('adds every orderable line in one cart write, the same product twice as one line', async () => {
    vi.mocked(loadCartRecords).mockResolvedValue({ header: undefined, items: [], shipTos: [] });
    const added = await addProductsToCart(ctx, [
      { productId: 'brochure', quantity: 2 },
      { productId: 'poster', quantity: 1 },
      { productId: 'gone', quantity: 1 },
      { productId: 'brochure', quantity: 3 },
    ]);
    expect(added).toEqual([true, false, false, true]);
    expect(writeCart).toHaveBeenCalledTimes(1);
    const writes = vi.mocked(writeCart).mock.calls[0]![2];
    expect(writes).toEqual([
      {
        kind: 'put',
        item: expect.objectContaining({ itemId: 'new-item', productId: 'brochure', quantity: 5 }),
      },
    ]);
  });

  it('refuses a line over the product limit and writes nothing when no line is added', async () => {
    vi.mocked(writeCart).mockClear();
    vi.mocked(loadCartRecords).mockResolvedValue({ header: undefined, items: [], shipTos: [] });
    expect(await addProductsToCart(ctx, [{ productId: 'brochure', quantity: 11 }])).toEqual([false]);
    expect(writeCart).not.toHaveBeenCalled();
  });
});
