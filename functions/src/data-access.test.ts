import { describe, expect, it } from 'vitest';
import { productionSources, type SourceFile } from './test/source-files';

/**
 * The owner rule, which dependency-cruiser cannot say (it checks each import alone, not which capabilities
 * share a target): each entity module is named by the stores of one capability, its owner; another
 * capability reads and writes those records through the owner's `index.ts` (or its Admin Center entry,
 * `admin.ts`). The other data-access rules (only stores reach the table; no Lambda module reaches every
 * entity) are in .dependency-cruiser.functions.cjs.
 */
const isStore = (path: string) => /(^|\/)[a-z0-9-]+-store\.ts$/.test(path);

/** An entity module a file imports: `#data/entities/<name>`, a relative or package path to one. */
const ENTITY_IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"](?:#data\/entities\/|(?:\.\.?\/)+(?:data\/)?entities\/|@msc\/functions\/data\/entities\/)([a-z0-9-]+)['"]/g;

/** Answers `<entity>: <store>, <store>` for every entity that the stores of two capabilities or more name. */
function entitiesOfSeveralStores(files: readonly SourceFile[]): string[] {
  const storesOf = new Map<string, string[]>();
  for (const file of files.filter((candidate) => isStore(candidate.path))) {
    const named = new Set([...file.text.matchAll(ENTITY_IMPORT)].map((match) => match[1]!));
    for (const entity of named) storesOf.set(entity, [...(storesOf.get(entity) ?? []), file.path]);
  }
  // One capability may split its store by who bundles it: the catalog's Admin Center writes live apart
  // from its reads, so the Lambdas that only read products keep read-only grants. The owner is still one.
  const capabilityOf = (path: string) => path.split('/')[0];
  return [...storesOf]
    .filter(([, stores]) => new Set(stores.map(capabilityOf)).size > 1)
    .map(([entity, stores]) => `${entity}: ${stores.sort().join(', ')}`)
    .sort();
}

describe('data access', () => {
  const files = productionSources();

  it('reads the stores', () => {
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'cart/cart-store.ts',
        'payments/payments-store.ts',
        'platform/identity-store.ts',
      ]),
    );
  });

  it('gives every entity one owner: no two capabilities have a store naming the same entity module', () => {
    expect(entitiesOfSeveralStores(files)).toEqual([]);
  });

  describe('finds an entity named by two stores', () => {
    const order = "import { OrderEntity, OrderItemEntity } from '#data/entities/order';";
    it.each([
      [order, "import { OrderEntity } from '#data/entities/order';"],
      [order, "import type { OrderEntity } from '../data/entities/order';"],
      [order, "import {\n  OrderEntity,\n} from '@msc/functions/data/entities/order';"],
    ])('%s / %s', (first, second) => {
      const named = entitiesOfSeveralStores([
        { path: 'orders/orders-store.ts', text: first },
        { path: 'home/home-store.ts', text: second },
      ]);
      expect(named).toEqual(['order: home/home-store.ts, orders/orders-store.ts']);
    });

    it("leaves one capability's stores (its reads and its Admin Center writes) alone", () => {
      const product = "import { ProductEntity } from '#data/entities/product';";
      const named = entitiesOfSeveralStores([
        { path: 'catalog/catalog-store.ts', text: product },
        { path: 'catalog/catalogue-admin-store.ts', text: product },
      ]);
      expect(named).toEqual([]);
      expect(
        entitiesOfSeveralStores([
          { path: 'catalog/catalog-store.ts', text: product },
          { path: 'admin/admin-store.ts', text: product },
        ]),
      ).toEqual(['product: admin/admin-store.ts, catalog/catalog-store.ts']);
    });

    it('leaves one store per entity, and modules that are not stores, alone', () => {
      const named = entitiesOfSeveralStores([
        { path: 'orders/orders-store.ts', text: "import { OrderEntity } from '#data/entities/order';" },
        { path: 'catalog/catalog-store.ts', text: "import { ProductEntity } from '#data/entities/product';" },
        {
          path: 'checkout/place-order.ts',
          text: "import { formatOrderNumber } from '#data/entities/order-number';",
        },
        { path: 'platform/db.ts', text: "import { OrderEntity } from '#data/entities/order';" },
      ]);
      expect(named).toEqual([]);
    });
  });
});
