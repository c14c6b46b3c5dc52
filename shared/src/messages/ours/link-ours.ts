/** The texts of `messages/link-texts.ts` and the other texts of issue 45: the spec words none of them. */
export const LINK_OURS: readonly string[] = [
  'linkTexts.notFound.title',
  'linkTexts.notFound.body',
  'linkTexts.notFound.home',
  'linkTexts.notFound.account',
  'notices.freeQuarterlyAllowance',
  'linkTexts.productPdf',
  'linkTexts.zipRadiusInformation',
  'linkTexts.sampleCards',
  'linkTexts.opensInNewTab',
  'confirmPrompts.resetExpressOrder.message',
  'confirmPrompts.resetExpressOrder.confirmLabel',
];
