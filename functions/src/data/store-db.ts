import { type Entity, Service } from 'electrodb';
import { tableOptions } from './table';

// biome-ignore lint/suspicious/noExplicitAny: ElectroDB's own constraint for a service's entities.
type Entities = Record<string, Entity<any, any, any, any>>;

/** Bumped by `resetDb` (a test pointing at a fresh table): every store makes its service anew. */
let generation = 0;

/**
 * A store's ElectroDB service over the one table, made of the entities that store names. A Lambda bundle
 * then holds the entities its capability uses, not all of them (issue 12). Made on first use.
 */
export function storeDb<E extends Entities>(entities: E): () => Service<E> {
  let service: Service<E> | undefined;
  let madeIn = -1;
  return () => {
    if (!service || madeIn !== generation) {
      service = new Service(entities, tableOptions());
      madeIn = generation;
    }
    return service;
  };
}

export function resetStoreDbs(): void {
  generation++;
}
