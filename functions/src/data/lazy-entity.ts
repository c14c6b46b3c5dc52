import { Entity, type EntityConfiguration, type Schema } from 'electrodb';

const MADE = Symbol('the entity itself');

/**
 * `new Entity(schema)`, made the first time anything touches it rather than when its module loads: making
 * one costs ElectroDB a parse of the whole model, and a Lambda imports the entities of every store its
 * capability has while a request uses a few. Typed as the Entity and standing for it everywhere; a store's
 * service holds the entity itself (`madeEntity`), so requests never go through the proxy.
 */
export function lazyEntity<
  A extends string,
  F extends string,
  C extends string,
  S extends Schema<A, F, C, P>,
  P extends string = string,
>(schema: S, config?: EntityConfiguration): Entity<A, F, C, S, P> {
  let made: Entity<A, F, C, S, P> | undefined;
  const entity = () => {
    made ??= new Entity<A, F, C, S, P>(schema, config);
    return made;
  };
  return new Proxy({} as Entity<A, F, C, S, P>, {
    get: (_, key) => (key === MADE ? entity() : Reflect.get(entity(), key)),
    set: (_, key, value) => Reflect.set(entity(), key, value),
    has: (_, key) => Reflect.has(entity(), key),
    ownKeys: () => Reflect.ownKeys(entity()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(entity(), key),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(entity(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(entity(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(entity()),
  });
}

/** The entity behind a `lazyEntity` (made now if it was not yet); any other value as it is. */
export function madeEntity<T extends object>(entity: T): T {
  return ((entity as { [MADE]?: T })[MADE] ?? entity) as T;
}
