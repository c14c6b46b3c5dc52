/**
 * The in-home date planner (ours: the spec gives only the delivery note, "up to 10 days for in-home
 * delivery"). Dates arrive formatted MM/DD/YYYY.
 */
export const inHomeTexts = {
  planBy: 'Plan by',
  byDropDate: 'Drop date',
  byArriveBy: 'Arrive in homes by',
  computedDropDate: (dropDate: string) => `Latest drop date to arrive in time: ${dropDate}`,
  inHomesColumn: 'In-home window',
  inHomeWindow: (first: string, last: string) => `In homes ${first} – ${last}`,
  /** Issue 49: the planner says where its window comes from. */
  fromObservedTimes: (pieces: string) => `from the delivery times of ${pieces} pieces mailed to this area`,
  fromRule: 'estimated: not enough pieces delivered to this area yet',
  deliveryNote: 'Allow up to 10 business days for in-home delivery after the drop date.',
  cannotArriveBy: (arriveBy: string, earliest: string) =>
    `Mail cannot be in homes by ${arriveBy}: within the drop window, the earliest arrive-in-homes-by date is ${earliest}.`,
} as const;
