import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { shipToUploadSchema } from '../model/upload-record-schema';
import { acceptCheckOf } from './accept-check';

const zodAccepts = (rule: z.ZodType, values: unknown) => rule.safeParse(values).success;

/** Texts near the ship-to rule's edges: blanks, padding, case, phone and e-mail shapes, lengths 0–40. */
const cell = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'WA',
    'wa',
    'W',
    'WAS',
    ' WA ',
    '98101',
    '206-555-0100',
    '2065550100',
    'a@b.co',
    'a@b',
  ),
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^ ?[A-Za-z0-9@. -]{0,32} ?$/),
);
const shipToValues = fc.record(
  Object.fromEntries(shipToUploadSchema.columns.map((column) => [column.field, cell])) as Record<
    string,
    fc.Arbitrary<string>
  >,
);

describe('accept check compiled from a zod rule', () => {
  const accept = acceptCheckOf(shipToUploadSchema.rule);

  it('compiles the ship-to record rule', () => {
    expect(accept).toBeTypeOf('function');
  });

  it('accepts exactly what zod accepts, on random ship-to records', () => {
    fc.assert(
      fc.property(shipToValues, (values) => {
        expect(accept!(values)).toBe(zodAccepts(shipToUploadSchema.rule, values));
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses what the rule refuses: a 31-character address line 1, a blank addressee, a bad state', () => {
    const good = {
      addressee: 'Pat',
      addressLine1: '1 Main St',
      city: 'Seattle',
      state: 'WA',
      postalCode: '98101',
    };
    expect(accept!(good)).toBe(true);
    expect(accept!({ ...good, addressLine1: 'x'.repeat(31) })).toBe(false);
    expect(accept!({ ...good, addressee: '   ' })).toBe(false);
    expect(accept!({ ...good, state: 'W1' })).toBe(false);
    expect(accept!({ ...good, shipToPhoneNumber: '555' })).toBe(false);
    expect(accept!({ ...good, city: undefined })).toBe(false);
  });

  it('gives up (zod decides) on what it does not know', () => {
    expect(acceptCheckOf(z.object({ age: z.number() }))).toBeUndefined();
    expect(acceptCheckOf(z.object({ name: z.coerce.string() }))).toBeUndefined();
    expect(
      acceptCheckOf(
        z.object({
          name: z.string().superRefine((value, ctx) => {
            if (value === 'x') ctx.addIssue({ code: 'custom', message: 'no' });
          }),
        }),
      ),
    ).toBeUndefined();
    expect(
      acceptCheckOf(z.object({ a: z.string(), b: z.string() }).refine((values) => values.a === values.b)),
    ).toBeUndefined();
    expect(acceptCheckOf(z.string())).toBeUndefined();
  });

  it('follows patterns and exact lengths', () => {
    const rule = z.object({ zip: z.string().regex(/^\d{5}$/), code: z.string().length(2) });
    const check = acceptCheckOf(rule)!;
    expect(check({ zip: '98101', code: 'US' })).toBe(true);
    expect(check({ zip: '9810', code: 'US' })).toBe(false);
    expect(check({ zip: '98101', code: 'USA' })).toBe(false);
  });

  it('reads any field name as data, never as code', () => {
    const name = 'a"]; throw new Error("x"); //\n';
    const check = acceptCheckOf(z.object({ [name]: z.string().min(2) }))!;
    expect(check({ [name]: 'ok' })).toBe(true);
    expect(check({ [name]: 'o' })).toBe(false);
  });

  it('gives up where code cannot be made (a page whose CSP refuses eval)', () => {
    vi.stubGlobal('Function', () => {
      throw new EvalError('Refused to evaluate a string as JavaScript');
    });
    try {
      expect(acceptCheckOf(z.object({ city: z.string().max(5) }))).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
