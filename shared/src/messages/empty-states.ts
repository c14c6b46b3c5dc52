/** Texts shown when a list or page has nothing to show. */
export const emptyStates = {
  opportunities: 'No opportunities were found that match your criteria.',
  campaigns: 'No campaigns were found.',
  uploadedLists: 'You do not currently have any uploaded lists.',
  savedItems: 'You have no saved marketing materials at this time.',
  contacts: 'You do not have any contacts that match your selected options.',
  products: 'No products were found that match your criteria.',
  orders: 'You do not currently have any previously-placed orders.',
  cart: 'Your cart is currently empty.',
  creditCards: 'You have no credit cards saved to your account.',
  defaultShippingAddress: 'You have no default shipping address saved.',
  agencyEmails: 'You have no Agency Email Prefrences saved.',
  downloads: 'You do not currently have any assets to download.',
  favoriteReports: 'No favorite reports please select a group from the left side.',
  paymentMethod: 'No payment method selected please go back and select a payment method.',
  policyholders: 'None of your policyholders currently meet the criteria for this type of campaign.',
  addresses: 'No addresses found. Please go back and upload addresses.',
  noListsToUse: 'There are no lists uploaded to use. Please go to the previous screen and upload a new list.',
  /** Cross-sell view-summary and similar list pages; `list` is the list's title. */
  lists: (list: string) => `No ${list} Lists were found that match your criteria.`,
  movingLists: 'No Moving With Safeco Lists were found that match your criteria.',
  listType: 'No List Type Found',
} as const;
