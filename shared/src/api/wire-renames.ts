import type * as z from 'zod';

/**
 * Where, inside a JSON value, keys are named differently on the wire than in the code (the postal shapes
 * of model/postal-wire.ts). Plain data, so the SPA's production build can carry it in its route table
 * (frontend/contract-routes.ts) instead of the contract's zod schemas, and its client renames the keys
 * of what it receives and sends without loading zod on the first paint.
 */
export interface WireRenames {
  /** This object's keys renamed: domain name → wire name. */
  names?: Readonly<Record<string, string>>;
  /** Renames inside this object's fields, by the field's domain name. */
  fields?: Readonly<Record<string, WireRenames>>;
  /** Renames inside each element of this array. */
  items?: WireRenames;
  /** Renames inside each value of this record. */
  values?: WireRenames;
}

/** What the client needs to map a call's JSON: the response read from the wire, the body written to it. */
export interface EndpointWire {
  response?: WireRenames;
  body?: WireRenames;
}

/**
 * The codecs of model/postal-wire.ts carry their rename map under this key: a global symbol, so the
 * walker recognizes them even when the contract was loaded in another module instance (the build plugin).
 */
export const POSTAL_WIRE_NAMES_KEY = Symbol.for('msc.postalWireNames');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapValue(value: unknown, renames: WireRenames, toWire: boolean): unknown {
  if (Array.isArray(value)) {
    const { items } = renames;
    return items ? value.map((item) => mapValue(item, items, toWire)) : value;
  }
  if (!isPlainObject(value)) return value;
  const { names = {}, fields = {}, values } = renames;
  const back = toWire
    ? names
    : Object.fromEntries(Object.entries(names).map(([domain, wire]) => [wire, domain]));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const renamed = back[key] ?? key;
    const domainKey = toWire ? key : renamed;
    const inner = fields[domainKey] ?? values;
    out[renamed] = inner ? mapValue(field, inner, toWire) : field;
  }
  return out;
}

/** A value received under the wire's names, under the code's names. */
export function fromWire(value: unknown, renames: WireRenames | undefined): unknown {
  return renames ? mapValue(value, renames, false) : value;
}

/** A value under the code's names, under the wire's names, to be sent. */
export function toWire(value: unknown, renames: WireRenames | undefined): unknown {
  return renames ? mapValue(value, renames, true) : value;
}

function merged(a: WireRenames | undefined, b: WireRenames | undefined): WireRenames | undefined {
  if (!a) return b;
  if (!b) return a;
  const fields: Record<string, WireRenames> = { ...a.fields };
  for (const [key, inner] of Object.entries(b.fields ?? {}))
    fields[key] = merged(fields[key], inner) as WireRenames;
  return pruned({
    names: { ...a.names, ...b.names },
    fields,
    items: merged(a.items, b.items),
    values: merged(a.values, b.values),
  });
}

function pruned(renames: WireRenames): WireRenames | undefined {
  const out: { -readonly [K in keyof WireRenames]: WireRenames[K] } = {};
  if (renames.names && Object.keys(renames.names).length > 0) out.names = renames.names;
  if (renames.fields && Object.keys(renames.fields).length > 0) out.fields = renames.fields;
  if (renames.items) out.items = renames.items;
  if (renames.values) out.values = renames.values;
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * The renames a schema's JSON needs, from the postal codecs found anywhere inside it (undefined: none).
 * Reads zod's definitions only, so this module needs no zod at run time.
 */
export function wireRenamesOf(
  schema: z.ZodType | undefined,
  within = new Set<unknown>(),
): WireRenames | undefined {
  // `within`: the schemas being walked above this one, so a recursive (lazy) schema ends; a schema used
  // twice side by side is walked twice.
  if (!schema || within.has(schema)) return undefined;
  within.add(schema);
  try {
    return renamesOfDefinition(schema, within);
  } finally {
    within.delete(schema);
  }
}

function renamesOfDefinition(schema: z.ZodType, seen: Set<unknown>): WireRenames | undefined {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (child: unknown) => wireRenamesOf(child as z.ZodType, seen);
  switch (def.type) {
    case 'pipe': {
      const names = (schema as unknown as Record<symbol, Record<string, string> | undefined>)[
        POSTAL_WIRE_NAMES_KEY
      ];
      // A postal codec: its wire side renamed to its domain side, whose fields may hold renames of their own.
      if (names) return merged({ names: { ...names } }, inner(def.out));
      return merged(inner(def.in), inner(def.out));
    }
    case 'object': {
      const fields: Record<string, WireRenames> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const found = inner(child);
        if (found) fields[key] = found;
      }
      return pruned({ fields });
    }
    case 'array': {
      const items = inner(def.element);
      return items && { items };
    }
    case 'record': {
      const values = inner(def.valueType);
      return values && { values };
    }
    case 'union':
      return (def.options as z.ZodType[]).reduce<WireRenames | undefined>(
        (all, option) => merged(all, inner(option)),
        undefined,
      );
    case 'intersection':
      return merged(inner(def.left), inner(def.right));
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return 'innerType' in def ? inner(def.innerType) : undefined;
  }
}

/** The renames of one endpoint of the contract (undefined: its JSON needs none). */
export function endpointWireOf(definition: {
  response?: z.ZodType;
  body?: z.ZodType;
}): EndpointWire | undefined {
  const response = wireRenamesOf(definition.response);
  const body = wireRenamesOf(definition.body);
  if (!response && !body) return undefined;
  return { ...(response && { response }), ...(body && { body }) };
}
