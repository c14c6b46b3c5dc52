/** The express order pages (spec 1 §2), each loaded from its own chunk when its route is first visited. */
export const expressOrderPages = {
  confirmation: () => import('./confirmation-page'),
  subCodes: () => import('./sub-codes-page'),
  samePersonalization: () => import('./same-personalization-page'),
  step1: () => import('./step-1-page'),
  step2: () => import('./step-2-page'),
  step3: () => import('./step-3-page'),
  step4: () => import('./step-4-page'),
  pageflexReturn: () => import('./pageflex-return-page'),
};
