/**
 * Step 4's list cleaning (issue "clean lists before payment"): ours, the spec has no wording for it. The
 * summary line itself comes from the rule (shared/src/rules/list-cleaning.ts).
 */
export const listCleaningTexts = {
  title: 'List cleaning',
  onePerHousehold: 'Send one per household',
  onePerHouseholdHint: 'Only one person at each address gets the piece; the price follows the new count.',
  review: 'Review removed recipients',
  shownOf: (shown: number, total: number) => `Showing ${shown} of ${total} removed recipients.`,
  optedOutNotListed: 'Opted-out recipients are not listed.',
  columns: { name: 'Name', address: 'Address', reason: 'Reason' },
  reasons: {
    duplicate: 'Duplicate',
    incomplete: 'Incomplete address',
    household: 'Same household',
    'returned-mail': 'Returned mail',
  },
} as const;
