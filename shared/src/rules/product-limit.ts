/**
 * A product's limit as the Admin Center stores it: a limit with its text (blank text: the number, as
 * the cart's 'Limit of {limitText} exceeded' shows it), or neither (no limit; a text alone means nothing).
 */
export function productLimit(input: { limitAvailable?: number; limitText?: string }): {
  limitAvailable: number | undefined;
  limitText: string | undefined;
} {
  if (input.limitAvailable === undefined) return { limitAvailable: undefined, limitText: undefined };
  return {
    limitAvailable: input.limitAvailable,
    limitText: input.limitText?.trim() || String(input.limitAvailable),
  };
}
