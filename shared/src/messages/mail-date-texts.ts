/**
 * A saved schedule re-checked where money moves (resume, add to cart, place order): ours, the spec words
 * only the drop window itself. Each says why the dates no longer hold and where to pick new ones.
 */
export const mailDateTexts = {
  passed:
    'The mail date of this piece has passed. Pick new dates in step 3 (the mail schedule) before ordering it.',
  tooClose:
    'The mail date of this piece is too close to mail on time: drops need at least 2 days. Pick new dates in step 3 (the mail schedule) before ordering it.',
  notAMailDay:
    'The mail date of this piece is no longer a mailing day (a weekend or postal holiday). Pick new dates in step 3 (the mail schedule) before ordering it.',
  pickNewDates: 'Go to step 3 (the mail schedule)',
} as const;
