/** The pages of the retention area, each loaded from its own chunk when its route is first visited. */
export const retentionPages = {
  retention: () => import('./retention-page'),
  moving: () => import('./moving-page'),
  movingList: () => import('./moving-list-page'),
  relationshipMarketing: () => import('./relationship-marketing-page'),
  winBack: () => import('./win-back-page'),
  clientReferral: () => import('./client-referral-page'),
  insuranceCheckUp: () => import('./insurance-check-up-page'),
  renewalList: () => import('./renewal-list-page'),
  annualAutoExpressOrdering: () => import('./annual-auto/express-ordering-page'),
  annualAutoSelectChannel: () => import('./annual-auto/select-channel-page'),
  annualAutoSelectSubCodes: () => import('./annual-auto/select-sub-codes-page'),
  annualAutoSamePersonalization: () => import('./annual-auto/same-personalization-page'),
  annualAutoPersonalizationSubCodes: () => import('./annual-auto/personalization-sub-codes-page'),
};
