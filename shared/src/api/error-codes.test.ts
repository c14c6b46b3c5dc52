import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiError } from './error-codes';
import { ApiError } from './errors';

const errorLike = fc.record(
  {
    message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    code: fc.oneof(fc.string(), fc.boolean()),
    fieldErrors: fc.oneof(
      fc.dictionary(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer()))),
      fc.array(fc.string()),
      fc.constant(null),
      fc.string(),
    ),
  },
  { requiredKeys: [] },
);

describe('readApiError', () => {
  it('accepts exactly what the ApiError schema accepts, and reads the same fields', () => {
    fc.assert(
      fc.property(fc.oneof(errorLike, fc.anything()), (json) => {
        const parsed = ApiError.safeParse(json);
        expect(readApiError(json)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a validation error with its field errors', () => {
    const json = { message: 'Invalid input', code: 'invalid_input', fieldErrors: { email: ['Required'] } };
    expect(readApiError(json)).toEqual(json);
    expect(readApiError('<html>Bad gateway</html>')).toBeUndefined();
  });
});
