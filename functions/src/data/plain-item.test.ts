import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AgencyEntity } from './entities/agency';
import { AgencyMembershipEntity } from './entities/agency-membership';
import { UserEntity } from './entities/user';
import { madeEntity } from './lazy-entity';
import { plainItemReader } from './plain-item';

interface Definition {
  type?: unknown;
  field?: string;
  items?: unknown;
  properties?: Record<string, Definition>;
}

const scalar = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());

/** A value of the attribute's type as a store writes it, maps with an undeclared key now and then. */
function storedValueOf(definition: Definition): fc.Arbitrary<unknown> {
  const { type, items, properties } = definition;
  if (Array.isArray(type)) return fc.constantFrom(...(type as unknown[]));
  if (type === 'number') return fc.integer();
  if (type === 'boolean') return fc.boolean();
  if (type === 'set')
    return fc
      .uniqueArray(fc.constantFrom(...((items as string[] | undefined) ?? ['a', 'b'])), { minLength: 1 })
      .map((values) => new Set(values));
  if (type === 'list') return fc.array(storedValueOf(items as Definition), { maxLength: 3 });
  if (type === 'map')
    return fc
      .tuple(storedFields(properties ?? {}), fc.option(scalar, { nil: undefined }))
      .map(([fields, extra]) => (extra === undefined ? fields : { ...fields, undeclared: extra }));
  return fc.string({ maxLength: 8 });
}

/** Some of the attributes, under their stored names. */
function storedFields(attributes: Record<string, Definition>): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    Object.fromEntries(
      Object.entries(attributes).map(([name, definition]) => [
        definition.field ?? name,
        storedValueOf(definition),
      ]),
    ),
    { requiredKeys: [] },
  );
}

/** A stored item of the entity: some of its fields, keys and undeclared fields, its identifiers (or not). */
function storedItems(entity: { schema: unknown }, name: string) {
  const { attributes } = entity.schema as { attributes: Record<string, Definition> };
  return fc
    .record({
      fields: storedFields(attributes),
      others: fc.dictionary(fc.constantFrom('pk', 'sk', 'gsi1pk', 'gsi1sk', 'undeclared'), scalar),
      identifier: fc.constantFrom(name, name, name, 'someOtherEntity'),
      version: fc.constantFrom('1', '1', '1', '2'),
    })
    .map(({ fields, others, identifier, version }) => ({
      ...others,
      ...fields,
      __edb_e__: identifier,
      __edb_v__: version,
    }));
}

describe('plainItemReader', () => {
  it.each([
    ['user', UserEntity],
    ['agencyMembership', AgencyMembershipEntity],
    ['agency', AgencyEntity],
  ] as const)('reads a stored %s item as ElectroDB parses it', (name, lazy) => {
    const entity = madeEntity(lazy);
    const read = plainItemReader(entity);
    fc.assert(
      fc.property(storedItems(entity, name), (stored) => {
        expect(read(stored)).toEqual(
          (entity.parse as (item: { Item: object }) => { data: unknown })({ Item: stored }).data,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('renames stored fields, makes sets arrays and keeps only the declared properties of a map', () => {
    const read = plainItemReader(madeEntity(AgencyEntity));
    const stored = {
      pk: '$msc#agencyid_7',
      sk: '$agency_1',
      __edb_e__: 'agency',
      __edb_v__: '1',
      agencyId: 7,
      address1: '1 Main St',
      zip: '30601',
      companySegment: [{ companySegmentId: 2, companyName: 'Home', extra: 'x' }],
    };
    expect(read(stored)).toEqual({
      agencyId: 7,
      addressLine1: '1 Main St',
      postalCode: '30601',
      companySegment: [{ companySegmentId: 2, companyName: 'Home' }],
    });
    expect(
      plainItemReader(madeEntity(UserEntity))({ ...stored, __edb_e__: 'user', roles: new Set(['Agent']) }),
    ).toMatchObject({ roles: ['Agent'] });
    expect(read({ ...stored, __edb_e__: 'user' })).toBeNull();
    expect(read(undefined)).toBeNull();
  });
});
