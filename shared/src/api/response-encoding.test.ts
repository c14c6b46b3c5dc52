import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { api } from './index';

/**
 * The API answers with `z.encode(response, result)` (domain names in, the spec's wire names out), and
 * encoding refuses a one-way `.transform`. A response schema that gains one would fail every call of
 * its endpoint at run time; this finds it first.
 */
function oneWayTransforms(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (child: unknown, at: string) => oneWayTransforms(child as z.ZodType, at, seen);
  switch (def.type) {
    case 'transform':
      return [path];
    case 'pipe':
      // `.transform(f)` is a pipe into a transform (found below); a codec is a pipe without one.
      return [...inner(def.in, path), ...inner(def.out, path)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        inner(child, `${path}.${key}`),
      );
    case 'array':
      return inner(def.element, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option, path));
    case 'intersection':
      return [...inner(def.left, path), ...inner(def.right, path)];
    case 'record':
      return inner(def.valueType, `${path}{}`);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => inner(item, `${path}[${index}]`));
    case 'lazy':
      return inner((def.getter as () => z.ZodType)(), path);
    default:
      return 'innerType' in def ? inner(def.innerType, path) : [];
  }
}

describe('response schemas', () => {
  it('hold no one-way transform, so the API can encode every answer', () => {
    const found = Object.entries(api).flatMap(([capability, contract]) =>
      Object.entries(contract).flatMap(([name, definition]) =>
        oneWayTransforms(definition.response as z.ZodType, `${capability}.${name}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds a one-way transform however deep it sits', () => {
    const schema = z.object({ rows: z.array(z.object({ at: z.string().transform((text) => text.trim()) })) });
    expect(oneWayTransforms(schema, 'r')).toEqual(['r.rows[].at']);
  });
});
