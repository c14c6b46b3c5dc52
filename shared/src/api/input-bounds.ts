import type * as z from 'zod';
import type { Contract } from './endpoint';

/** A zod schema's definition, as zod 4 exposes it to tools (`schema._zod.def`). */
interface ZodDef {
  type: string;
  [key: string]: unknown;
}
type AnySchema = z.ZodType & { _zod: { def: ZodDef } } & {
  maxLength?: number | null;
  maxValue?: number;
  format?: string | null;
};

export const defOf = (schema: z.ZodType): ZodDef => (schema as AnySchema)._zod.def;

/** String formats whose length is bounded by the format itself. */
const FIXED_FORMATS = new Set([
  'uuid',
  'guid',
  'ulid',
  'cuid',
  'cuid2',
  'nanoid',
  'date',
  'time',
  'datetime',
  'duration',
  'ipv4',
  'ipv6',
  'cidrv4',
  'cidrv6',
]);

/** Leaves that carry no size: a literal, an enum, a flag. */
const BOUNDED_LEAVES = new Set([
  'boolean',
  'enum',
  'literal',
  'null',
  'undefined',
  'never',
  'nan',
  'date',
  'void',
]);

/** Wrappers whose input is their inner schema's. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
  'success',
]);

/**
 * Every field of `schema` a client could make as large as it likes: strings without a maximum length,
 * numbers without a maximum, arrays without a maximum count, records not keyed by an enum, `unknown`. Paths read like
 * `items[].name`. What the server accepts is the input side of a pipe (before transforms).
 */
export function unboundedFields(schema: z.ZodType, path = ''): string[] {
  const s = schema as AnySchema;
  const def = defOf(schema);
  const here = path || '(root)';
  if (BOUNDED_LEAVES.has(def.type) || def.type === 'transform') return [];
  if (WRAPPERS.has(def.type)) return unboundedFields(def.innerType as z.ZodType, path);
  switch (def.type) {
    case 'string':
      return s.maxLength != null || (s.format && FIXED_FORMATS.has(s.format)) ? [] : [here];
    case 'number':
    case 'bigint':
      return Number.isFinite(s.maxValue ?? Number.POSITIVE_INFINITY) ? [] : [here];
    case 'array': {
      const limited = ((def.checks as { _zod: { def: { check: string } } }[]) ?? []).some((check) =>
        ['max_length', 'length_equals'].includes(check._zod.def.check),
      );
      return [...(limited ? [] : [here]), ...unboundedFields(def.element as z.ZodType, `${path}[]`)];
    }
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        unboundedFields(value, path ? `${path}.${key}` : key),
      );
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => unboundedFields(option, path));
    case 'intersection':
      return [
        ...unboundedFields(def.left as z.ZodType, path),
        ...unboundedFields(def.right as z.ZodType, path),
      ];
    case 'tuple':
      return [
        ...(def.items as z.ZodType[]).flatMap((item, index) => unboundedFields(item, `${path}[${index}]`)),
        ...(def.rest ? [here] : []),
      ];
    case 'pipe':
      return unboundedFields(def.in as z.ZodType, path);
    case 'lazy':
      return unboundedFields((def.getter as () => z.ZodType)(), path);
    case 'record':
      // Keys from an enum are a finite set; any other key type lets a client send as many as it likes.
      return defOf(def.keyType as z.ZodType).type === 'enum'
        ? unboundedFields(def.valueType as z.ZodType, `${path}{}`)
        : [here];
    default:
      // record, map, set, any, unknown, custom…: nothing limits what comes in.
      return [here];
  }
}

/** `capability.endpoint part:path` for every unbounded input field of every endpoint. */
export function unboundedInputs(contracts: Record<string, Contract>): string[] {
  return Object.entries(contracts).flatMap(([capability, contract]) =>
    Object.entries(contract).flatMap(([name, endpoint]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = endpoint[part];
        return schema ? unboundedFields(schema).map((field) => `${capability}.${name} ${part}:${field}`) : [];
      }),
    ),
  );
}
