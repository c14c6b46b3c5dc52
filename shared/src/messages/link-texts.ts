/**
 * Texts of the pages that end a dead end (issue 45): the not-found page of an unknown address, with the way
 * back its path implies, and the portal's own pages the footer links to. The spec words none of them
 * (`messages/ours/link-ours.ts` lists them).
 */
export const linkTexts = {
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to Home',
    account: 'Go to My Account',
  },
  /** Product detail's PDF url (spec 1 §2 "Product detail"). */
  productPdf: 'View PDF',
  /** The linked files of spec 2 §7. */
  zipRadiusInformation: 'ZIP radius information (PDF)',
  sampleCards: 'Sample cards (PDF)',
  opensInNewTab: '(opens in a new tab)',
} as const;
