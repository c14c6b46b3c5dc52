import { api } from '@msc/shared/api';
import type { EndpointDefinition } from '@msc/shared/api/endpoint';
import { type EndpointWire, fromWire, toWire } from '@msc/shared/api/wire-renames';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { routeTableModule } from './contract-routes';

type RouteTable = Record<string, Record<string, { method: string; path: string; wire?: EndpointWire }>>;

/** The production build's `api` module, evaluated as the browser would. */
async function productionRouteTable(): Promise<RouteTable> {
  const text = await routeTableModule();
  return new Function(text.replace('export const api=', 'return '))() as RouteTable;
}

/** Whether a schema holds a codec between two objects (a postal shape) anywhere inside: found on its own. */
function holdsObjectCodec(schema: z.ZodType | undefined, within = new Set<unknown>()): boolean {
  if (!schema || within.has(schema)) return false;
  within.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (child: unknown) => holdsObjectCodec(child as z.ZodType, within);
  switch (def.type) {
    case 'pipe': {
      const sides = [def.in, def.out].map((side) => (side as z.ZodType)._zod.def.type);
      return (sides[0] === 'object' && sides[1] === 'object') || inner(def.in) || inner(def.out);
    }
    case 'object':
      return Object.values(def.shape as Record<string, z.ZodType>).some(inner);
    case 'array':
      return inner(def.element);
    case 'record':
      return inner(def.valueType);
    case 'union':
      return (def.options as z.ZodType[]).some(inner);
    case 'intersection':
      return inner(def.left) || inner(def.right);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return 'innerType' in def && inner(def.innerType);
  }
}

const agency = {
  id: 7,
  agencyName: 'Harbor Insurance',
  addressLine1: '1 Main St',
  addressLine2: 'Suite 2',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  phone: '2065550100',
  statId: '12',
  isOwnerMaster: false,
  agencyDefaultId: 3,
  isLicenseNumberRequired: false,
  companySegment: [],
};

describe('the production route table', () => {
  let table: RouteTable;
  // The plugin loads the contract through tsx, as the build does: slower than a test's default timeout.
  beforeAll(async () => {
    table = await productionRouteTable();
  }, 60_000);

  it('lists every endpoint of the contract with its method and path', () => {
    for (const [capability, contract] of Object.entries(api)) {
      for (const [name, definition] of Object.entries(contract as Record<string, EndpointDefinition>)) {
        expect(table[capability]?.[name], `${capability}.${name}`).toMatchObject({
          method: definition.method,
          path: definition.path,
        });
      }
    }
  });

  it('carries the renames of every endpoint whose response or body holds a postal shape', () => {
    const missing: string[] = [];
    let postal = 0;
    for (const [capability, contract] of Object.entries(api)) {
      for (const [name, definition] of Object.entries(contract as Record<string, EndpointDefinition>)) {
        const wire = table[capability]?.[name]?.wire;
        for (const part of ['response', 'body'] as const) {
          if (!holdsObjectCodec(definition[part])) continue;
          postal += 1;
          if (!wire?.[part]) missing.push(`${capability}.${name} ${part}`);
        }
      }
    }
    expect(missing).toEqual([]);
    // The agency details, policyholder and recipient pages, cross-sell, moving and renewal lists at least.
    expect(postal).toBeGreaterThanOrEqual(8);
  });

  it('decodes what the API encodes, as the contract would', () => {
    const details = table.agency?.details?.wire?.response;
    const encoded = JSON.parse(JSON.stringify(z.encode(api.agency.details.response, agency)));
    expect(encoded).toMatchObject({ address1: '1 Main St', address2: 'Suite 2', zip: '98101' });
    expect(fromWire(encoded, details)).toEqual(agency);
    expect(toWire(agency, details)).toEqual(encoded);

    const moving = {
      agencyCode: 'A1',
      recordDate: '2026-10-01',
      referenceId: 'r',
      policy: 'p',
      type: 'Auto',
    };
    const record = { ...moving, firstName: 'Sam', lastName: 'Lee', addressLine1: '1 Old Rd', city: 'Tacoma' };
    const full = {
      ...record,
      state: 'WA',
      postalCode: '98402',
      forwardAddressLine1: '2 New Rd',
      forwardPostalCode: '98101',
    };
    const answer = { date: '2026-10-01', records: [full] };
    const wire = JSON.parse(JSON.stringify(z.encode(api.retention.movingRecords.response, answer)));
    expect(wire.records[0]).toMatchObject({ address1: '1 Old Rd', zip: '98402', forwardZip: '98101' });
    expect(fromWire(wire, table.retention?.movingRecords?.wire?.response)).toEqual(answer);
  });
});
