import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { validation } from '../messages';
import { AddCartItem } from './cart';
import { installValidationMessages } from './validation-messages';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return z.flattenError(result.error).fieldErrors as Record<string, string[]>;
};

describe('validation messages', () => {
  beforeAll(installValidationMessages);

  it("words zod's generic failures in the portal's words", () => {
    const form = z.object({
      name: z.string().min(1),
      note: z.string().max(30),
      email: z.email(),
      count: z.number().int().positive(),
      rating: z.number().max(5),
    });
    expect(fieldErrors(form, { name: '', note: 'x'.repeat(31), email: 'no', count: 0, rating: 6 })).toEqual({
      name: [validation.required],
      note: ['Cannot be more than 30 characters'],
      email: [validation.invalidEmail],
      count: ['Must be more than 0'],
      rating: ['Must be at most 5'],
    });
    expect(fieldErrors(form, {}).name).toEqual([validation.required]);
  });

  it('keeps the messages a schema gives', () => {
    const schema = z.object({ line1: z.string().max(30, 'Too long for the label') });
    expect(fieldErrors(schema, { line1: 'x'.repeat(31) }).line1).toEqual(['Too long for the label']);
  });

  it('reads well on the add-to-cart call', () => {
    expect(fieldErrors(AddCartItem, { productId: '', quantity: 0 })).toEqual({
      productId: [validation.required],
      quantity: ['Must be more than 0'],
    });
  });
});
