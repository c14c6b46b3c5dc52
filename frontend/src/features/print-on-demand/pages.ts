/** Print on demand and customizable downloads (spec 2 §2), each page loaded from its own chunk. */
export const printOnDemandPages = {
  customizeStep1: () => import('./customize-step-1-page'),
  customizeStep2: () => import('./customize-step-2-page'),
  customizeStep3: () => import('./customize-step-3-page'),
  customizableDownloadStep1: () => import('./customizable-download-step-1-page'),
  customizableDownloadStep2: () => import('./customizable-download-step-2-page'),
};
