/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const imageLibraryPages = {
  imageLibrary: () => import('./image-library-page'),
};
