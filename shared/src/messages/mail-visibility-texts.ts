/**
 * Mail you can see (issue 49): ours, the spec has no tracking. Stage names follow the direct-mail
 * platforms' tracking events (entered the mail stream, in local area, out for delivery, returned);
 * "delivered" is always said to be an estimate. Dates arrive formatted MM/DD/YYYY.
 */
export const mailVisibilityTexts = {
  timeline: 'Mail tracking',
  timelineOf: (dropNumber: number) => `Tracking of drop ${dropNumber}`,
  stages: {
    enteredMailStream: 'Entered the mail stream',
    inLocalArea: 'In local area',
    outForDelivery: 'Out for delivery',
    deliveredByEstimate: 'Delivered (estimated)',
    returned: 'Returned',
  },
  pieceStages: {
    mailed: 'Mailed',
    enteredMailStream: 'Entered the mail stream',
    inLocalArea: 'In local area',
    outForDelivery: 'Out for delivery',
    returned: 'Returned to sender',
  },
  scanEvents: {
    enteredMailStream: 'Entered the mail stream',
    inLocalArea: 'In local area',
    outForDelivery: 'Out for delivery',
    returned: 'Returned to sender',
    forwarded: 'Forwarded to a new address',
  },
  stageCount: (count: string, percent: number) => `${count} (${percent}%)`,
  ofPieces: (pieces: string) => `of ${pieces} pieces mailed`,
  forwarded: (count: string) => `${count} forwarded to a new address`,
  noScansYet: 'No scans yet: tracking starts when the drop enters the mail stream.',
  showPieces: 'Show pieces',
  hidePieces: 'Hide pieces',
  piecesOf: (dropNumber: number) => `Pieces of drop ${dropNumber}`,
  showScans: 'Scans',
  scansOf: (name: string) => `Scans of the piece to ${name}`,
  noScans: 'No scans yet.',
  deliveredByEstimate: 'Delivered (estimated)',
  columns: {
    recipient: 'Recipient',
    address: 'Address',
    stage: 'Where it is',
    scan: 'Scan',
    scannedAt: 'When',
    facility: 'Facility ZIP',
    phone: 'Phone',
    order: 'Order',
    drop: 'Drop',
    outForDelivery: 'Out for delivery',
    callOn: 'Call from',
  },
  arrivingTitle: 'Arriving in homes this week',
  arrivingIntro: (first: string, last: string) =>
    `Recipients whose pieces went out for delivery from ${first} to ${last}: call them once the piece has been read, about two days later.`,
  arrivingNone: 'No pieces are out for delivery this week.',
  arrivingPanelCount: (count: string) => `${count} recipients are receiving your mail this week.`,
  arrivingPanelLink: 'See whom to call',

  exportPage: 'Arriving In Homes',
} as const;
