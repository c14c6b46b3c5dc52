import { normalizeProgramType } from './program-type-tab';

/** Tactics (product search `f-product-tatic`) that name the program an order of the product is for. */
const TACTIC_PROGRAMS: Readonly<Record<string, string>> = { 'win-back': 'WinBack', winback: 'WinBack' };

/**
 * The program an order started from a product search is for (spec 2 §4 "Starting a new order"): the
 * search's `programType`, else its tactic (the Win Back page's letters search, `f-product-tatic=win-back`)
 * — only when the product offers that program; otherwise the product's first program. So a letter ordered from the Win Back page is a win-back order, not a cross-sell one.
 */
export function orderProgramType(input: {
  searchUrl?: string | null;
  programTypes: readonly string[];
}): string | undefined {
  const query = new URLSearchParams(input.searchUrl?.split('?')[1] ?? '');
  const offered = (value: string | null | undefined) => {
    const program = normalizeProgramType(value);
    return program && input.programTypes.some((type) => normalizeProgramType(type) === program)
      ? program
      : undefined;
  };
  const tactic = (query.get('f-product-tatic') ?? '').trim().toLowerCase();
  return offered(query.get('programType')) ?? offered(TACTIC_PROGRAMS[tactic]) ?? input.programTypes[0];
}
