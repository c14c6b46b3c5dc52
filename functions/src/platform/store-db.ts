import { type Entity, Service } from 'electrodb';
import { madeEntity } from '#data/lazy-entity';
import { tableOptions } from './table';

// biome-ignore lint/suspicious/noExplicitAny: ElectroDB's own constraint for a service's entities.
type Entities = Record<string, Entity<any, any, any, any>>;

/** Bumped by `resetDb` (a test pointing at a fresh table): every store makes its service anew. */
let generation = 0;

/**
 * A store's ElectroDB service over the one table, made of the entities that store names. A Lambda bundle
 * then holds the entities its capability uses, not all of them. Made on first use, as are the entities
 * (lazy-entity.ts): a Lambda's cold start makes none, its first request those of the stores it reads.
 */
export function storeDb<E extends Entities>(entities: E): () => Service<E> {
  let service: Service<E> | undefined;
  let madeIn = -1;
  return () => {
    if (!service || madeIn !== generation) {
      const made = Object.fromEntries(
        Object.entries(entities).map(([name, entity]) => [name, madeEntity(entity)]),
      );
      service = new Service(made as E, tableOptions());
      madeIn = generation;
    }
    return service;
  };
}

export function resetStoreDbs(): void {
  generation++;
}
