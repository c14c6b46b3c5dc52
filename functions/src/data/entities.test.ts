import { Entity, Service } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '#platform/db';
import { lazyEntity, madeEntity } from './lazy-entity';

describe('entities', () => {
  // The Lambda bundles skip ElectroDB's model check (infra/aws/jsonschema-stand-in.ts): this is where a
  // malformed model fails, with the real validator.
  it.each(Object.entries(ENTITIES))('%s has a model ElectroDB accepts', (_, entity) => {
    expect(madeEntity(entity)).toBeInstanceOf(Entity);
  });

  it('one service holds them all: no two entities share a name or a collection', () => {
    expect(() => new Service(ENTITIES, { table: 'check' })).not.toThrow();
  });

  it('makes an entity on first use, once, and stands for it', () => {
    const model = { entity: 'probe', version: '1', service: 'msc' };
    const definition = {
      attributes: { id: { type: 'string', required: true } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    } as const;
    let reads = 0;
    const probe = lazyEntity(
      {
        get model() {
          reads++;
          return model;
        },
        ...definition,
      },
      { table: 'check' },
    );
    expect(reads).toBe(0);
    expect(probe.get({ id: 'a' }).params()).toEqual(
      new Entity({ model, ...definition }, { table: 'check' }).get({ id: 'a' }).params(),
    );
    expect(reads).toBeGreaterThan(0);
    expect(madeEntity(probe)).toBeInstanceOf(Entity);
    expect(madeEntity(probe)).toBe(madeEntity(probe));
  });

  it('refuses a malformed model when it is first used, not before', () => {
    const broken = lazyEntity({
      model: { entity: 'broken', version: '1', service: 'msc' },
      attributes: { id: { type: 'no-such-type' } },
      indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
    } as never);
    expect(() => madeEntity(broken)).toThrow(/type/);
  });
});
