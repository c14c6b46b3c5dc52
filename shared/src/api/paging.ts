import * as z from 'zod';

/** A page of a paged search; pageNumber starts at 1. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    results: z.array(row),
    totalCount: z.number().int().nonnegative(),
    pageNumber: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** Query keys of a paged search; values arrive as strings. */
export function pagingQuery(pageSizes: readonly number[], defaultPageSize: number) {
  return {
    pageNumber: z.coerce.number().int().positive().default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((size) => pageSizes.includes(size), {
        message: `Page size must be one of ${pageSizes.join(', ')}`,
      })
      .default(defaultPageSize),
  };
}

/** A list filter's whole value (a search term, or every selected facet value) is never longer. */
export const LIST_PARAM_MAX_LENGTH = 2000;

/** `a;b , c` → ['a','b','c']: list filters travel as one semicolon- or comma-separated value. */
export const listParam = z
  .string()
  .max(LIST_PARAM_MAX_LENGTH)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(/[;,]/)
      .map((part) => part.trim())
      .filter(Boolean),
  );
