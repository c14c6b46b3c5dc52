/**
 * Closed-loop results (issue 48): the results of a drop and a campaign, their chart, export and lift. Ours,
 * the spec has no wording for them.
 */
export const resultsTexts = {
  title: 'Results',
  campaignTitle: (productName: string, orderNumber: string) =>
    `Campaign results: ${productName} (order ${orderNumber})`,
  viewCampaign: 'View campaign results',
  backToOrder: 'Back to the order',
  perDrop: 'Results by drop',
  total: 'Campaign total',
  noDrops: 'This order has no mailed drops to show results for.',
  figures: {
    drop: 'Drop',
    mailDate: 'Mail date',
    inHomeDate: 'In homes',
    piecesMailed: 'Pieces mailed',
    responses: 'Responses',
    newPolicies: 'New policies',
    writtenPremium: 'Written premium',
    cost: 'Cost',
    costPerResponse: 'Cost per response',
    costPerPolicy: 'Cost per policy',
    returnOnCost: 'Return on cost',
  },
  notAvailable: '—',
  chart: {
    title: 'Responses and new policies by week',
    week: 'Week of',
    responses: 'Responses',
    policies: 'New policies',
  },
  export: 'Export results',
  exportPage: 'Campaign Results',
  lift: {
    title: 'Lift over the holdout',
    heldOut: (count: number) => `${count} recipients were held out (not mailed).`,
    responses: 'Response rate',
    policies: 'Policy rate',
    mailed: 'Mailed',
    heldOutGroup: 'Held out',
    difference: 'Difference (95% confidence)',
    tooSmall: 'Too few recipients in the groups to tell a lift yet.',
    notShown: 'No lift shown at 95% confidence.',
  },
} as const;
