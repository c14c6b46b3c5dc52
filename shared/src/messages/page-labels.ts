/**
 * The last labels that sat in the SPA's components (issue 47): pagers' names for screen readers, page titles
 * and small panel texts. The spec words none of these verbatim (`messages/ours/label-ours.ts` lists them);
 * texts the catalogue already had are reused from their own place instead.
 */
export const pageLabels = {
  pagers: {
    addresses: 'Addresses pages',
    failedRecords: 'Failed records pages',
    images: 'Image pages',
    lists: 'List pages',
  },
  emailAddress: 'Email Address',
  impersonationEnded: 'Impersonation Ended',
  impersonationEndedBody: 'Your impersonation session has ended.',
  changesAndSupport: 'Changes and support',
  jobRunsSubtitle:
    'Each run of the scheduled list refreshes: what it read, what it counted, the rows it refused.',
  dismiss: 'Dismiss',
  noDataForPeriod: 'No data for this period.',
  reportGroups: 'Report groups',
  myFavoriteReports: 'My Favorite Reports',
  selectAsset: 'Select Asset',
  selectMailSchedule: 'Select Mail Schedule',
  mailSchedule: 'Mail Schedule',
  orderSteps: 'Order steps',
} as const;
