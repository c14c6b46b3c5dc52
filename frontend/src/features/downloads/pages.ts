/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const downloadsPages = {
  downloads: () => import('./downloads-page'),
  /** Spec 2 §2 customizable downloads: the editor, its return page and the download page. */
  customizeDownload: () => import('./customize-download-page'),
  customizeDownloadReturn: () => import('./customize-download-return-page'),
  downloadCustomizeAsset: () => import('./download-customize-asset-page'),
};
