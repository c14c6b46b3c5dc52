/**
 * The results of a mailing (issue 48), per drop and per campaign: what it cost, what came back and what it
 * earned. Money in integer cents throughout; a ratio of cents rounds half up to the cent once, from the
 * totals (a campaign's cost per policy is its cost over its policies, never an average of its drops').
 */

/** What one drop (or a campaign's drops together) counted. */
export interface ResultCounts {
  piecesMailed: number;
  /** Recipients who answered a piece (scan, visit, form), each once. */
  responses: number;
  newPolicies: number;
  /** Integer cents. */
  writtenPremiumCents: number;
  /** What the mailing cost the agency, integer cents. */
  costCents: number;
}

export interface MailingResults extends ResultCounts {
  /** Cents, or null when nothing answered. */
  costPerResponseCents: number | null;
  /** Cents, or null when no policy came of it. */
  costPerPolicyCents: number | null;
  /**
   * Return on the mailing's cost: (written premium − cost) ÷ cost, in tenths of a percent (1234 = 123.4%);
   * null when the mailing cost nothing.
   */
  returnPermille: number | null;
}

/** a ÷ b rounded half up, for non-negative integers (no floating point on the way: exact for any cents). */
function divideHalfUp(a: number, b: number): number {
  const quotient = Math.floor(a / b);
  const remainder = a - quotient * b;
  return remainder * 2 >= b ? quotient + 1 : quotient;
}

/** The signed ratio, rounded half away from zero. */
const signedHalfUp = (a: number, b: number) => (a < 0 ? -divideHalfUp(-a, b) : divideHalfUp(a, b));

export function mailingResults(counts: ResultCounts): MailingResults {
  const { costCents, responses, newPolicies, writtenPremiumCents } = counts;
  return {
    ...counts,
    costPerResponseCents: responses > 0 ? divideHalfUp(costCents, responses) : null,
    costPerPolicyCents: newPolicies > 0 ? divideHalfUp(costCents, newPolicies) : null,
    returnPermille: costCents > 0 ? signedHalfUp((writtenPremiumCents - costCents) * 1000, costCents) : null,
  };
}

/** A campaign's (or several drops') results: the counts summed, the ratios taken again from the sums. */
export function totalResults(drops: readonly ResultCounts[]): MailingResults {
  const sum = (key: keyof ResultCounts) => drops.reduce((total, drop) => total + drop[key], 0);
  return mailingResults({
    piecesMailed: sum('piecesMailed'),
    responses: sum('responses'),
    newPolicies: sum('newPolicies'),
    writtenPremiumCents: sum('writtenPremiumCents'),
    costCents: sum('costCents'),
  });
}

/** "123.4%" of a return in tenths of a percent. */
export function formatReturn(permille: number): string {
  const sign = permille < 0 ? '-' : '';
  const whole = Math.abs(permille);
  return `${sign}${Math.floor(whole / 10)}.${whole % 10}%`;
}
