import { describe, expect, it } from 'vitest';
import { productionSources, type SourceFile } from './test/source-files';

/**
 * The data-access rule: only a capability's `<capability>-store.ts` (and `platform/identity-store.ts`)
 * talks to ElectroDB; services hold the use cases, other capabilities go through the store's or the
 * service's declared entry (`<capability>/index.ts`). The data layer itself (`data/`) is the exception.
 */
const mayUseDb = (path: string) => path.startsWith('data/') || /(^|\/)[a-z0-9-]+-store\.ts$/.test(path);

/** The data layer's entry points: a store's own service (`store-db`) and the service of every entity (`db`). */
const dbModule = (name: string) =>
  String.raw`(?:#data/${name}|(?:\.\.?/)+(?:data/)?${name}|@msc/functions/data/${name})`;
/** `import … from '#platform/db'`, a relative or package path to it, `export … from` it, or `import()` of it. */
const DB_MODULE = `(?:${dbModule('db')}|${dbModule('store-db')})`;
/** The service of every entity: for the seed and tests; a module of a Lambda that imports it bundles all. */
const ALL_ENTITIES = new RegExp(
  String.raw`\bfrom\s*['"]${dbModule('db')}['"]|\bimport\(\s*['"]${dbModule('db')}['"]`,
);
const DB_IMPORT = new RegExp(
  String.raw`(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"]${DB_MODULE}['"]|\bimport\(\s*['"]${DB_MODULE}['"]\s*\)`,
);

function importsDb(text: string): boolean {
  return DB_IMPORT.test(text);
}

/** An entity module a file imports: `#data/entities/<name>`, a relative or package path to one. */
const ENTITY_IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"](?:#data\/entities\/|(?:\.\.?\/)+(?:data\/)?entities\/|@msc\/functions\/data\/entities\/)([a-z0-9-]+)['"]/g;

const isStore = (path: string) => mayUseDb(path) && !path.startsWith('data/');

/**
 * The owner rule: each entity module is named by the stores of one capability, its owner; another capability
 * reads and writes those records through the owner's `index.ts` (or its Admin Center entry, `admin.ts`). Answers `<entity>: <store>, <store>` for every entity
 * that two stores or more name.
 */
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

function dbOutsideStores(files: readonly SourceFile[]): string[] {
  return files.filter((file) => !mayUseDb(file.path) && importsDb(file.text)).map((file) => file.path);
}

describe('data access', () => {
  const files = productionSources();

  it('reads the source tree', () => {
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining(['platform/authenticate.ts', 'cart/service.ts', 'cart/cart-store.ts']),
    );
  });

  it('goes through store modules only: no db() import outside *-store.ts and data/', () => {
    expect(dbOutsideStores(files)).toEqual([]);
  });

  it("makes each store's service of the entities it names: no Lambda module reaches every entity", () => {
    expect(files.filter((file) => ALL_ENTITIES.test(file.text)).map((file) => file.path)).toEqual([]);
    expect(ALL_ENTITIES.test("import { db } from '#platform/db';")).toBe(true);
    expect(ALL_ENTITIES.test("import { db } from '../platform/db';")).toBe(true);
    expect(ALL_ENTITIES.test("import { storeDb } from '#platform/store-db';")).toBe(false);
  });

  it('gives every entity one owner: no two stores name the same entity module', () => {
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
        { path: 'data/db.ts', text: "import { OrderEntity } from './entities/order';" },
      ]);
      expect(named).toEqual([]);
    });
  });

  it('has a store for every capability that stores anything', () => {
    const stores = files.filter((file) => mayUseDb(file.path) && !file.path.startsWith('data/'));
    expect(stores.filter((file) => importsDb(file.text)).map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'agency/agency-store.ts',
        'cart/cart-store.ts',
        'catalog/catalog-store.ts',
        'incentives/incentives-store.ts',
        'orders/orders-store.ts',
        'platform/identity-store.ts',
        'site/site-store.ts',
      ]),
    );
  });

  describe('finds every way of reaching db()', () => {
    it.each([
      ["import { db } from '#platform/db';"],
      ['import { db, type Db } from "#platform/db";'],
      ["import {\n  db,\n} from '#platform/db';"],
      ["import { db } from '../platform/db';"],
      ["import { db } from './db';"],
      ["import { db } from '@msc/functions/platform/db';"],
      ["export { db } from '#platform/db';"],
      ["const { db } = await import('#platform/db');"],
    ])('%s', (text) => {
      expect(dbOutsideStores([{ path: 'catalog/service.ts', text }])).toEqual(['catalog/service.ts']);
      expect(dbOutsideStores([{ path: 'catalog/catalog-store.ts', text }])).toEqual([]);
      expect(dbOutsideStores([{ path: 'data/table.ts', text }])).toEqual([]);
    });

    it('leaves other modules alone', () => {
      const text =
        "import type { ProductEntity } from '#data/entities/product';\nimport { dbName } from './dbx';";
      expect(dbOutsideStores([{ path: 'catalog/service.ts', text }])).toEqual([]);
    });
  });
});
