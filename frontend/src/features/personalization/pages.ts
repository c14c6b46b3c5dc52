/** The pages of the flow, each loaded from its own chunk when its route is first visited. */
export const personalizationPages = {
  startOrder: () => import('./start/start-order-page'),
  selectChannel: () => import('./select/select-channel-page'),
  selectAsset: () => import('./select/select-asset-page'),
  personalize: () => import('./step-1/personalize-page'),
  documentReturn: () => import('./return/document-return-page'),
  step2: () => import('./step-2/step-2-page'),
  step2Review: () => import('./step-2/step-2-review-page'),
  mailSchedule: () => import('./step-3/mail-schedule-page'),
  winBackSchedule: () => import('./step-3/win-back-schedule-page'),
  review: () => import('./step-4/review-page'),
  multiChannelReview: () => import('./step-4/multi-channel-review-page'),
  campaignWizard: () => import('./flow/campaign-wizard-page'),
  subscriptionReview: () => import('./subscription/subscription-review-page'),
  prepareMailList: () => import('./prepare-mail-list/prepare-mail-list-page'),
};
