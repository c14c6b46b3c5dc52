import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { api } from './index';
import { unboundedFields, unboundedInputs } from './input-bounds';

describe('input bounds', () => {
  it('every string, number and array a client sends has an upper bound, in every endpoint of the contract', () => {
    // A new endpoint is checked the moment it joins `api`: bound the field (max, an enum, a format).
    expect(unboundedInputs(api)).toEqual([]);
  });

  it('finds what is unbounded, wherever it hides', () => {
    const schema = z.object({
      name: z.string(),
      short: z.string().max(10),
      count: z.number(),
      quantity: z.number().int(),
      tags: z.array(z.string().max(5)),
      items: z.array(z.object({ note: z.string().optional() })).max(3),
      kind: z.enum(['a', 'b']),
      extra: z.record(z.string(), z.string()),
      when: z.iso.date(),
      trimmed: z
        .string()
        .trim()
        .max(4)
        .transform((value) => value.toUpperCase()),
    });
    expect(unboundedFields(schema)).toEqual(['name', 'count', 'tags', 'items[].note', 'extra']);
  });
});
