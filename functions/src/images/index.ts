/** What other capabilities may use of the image library: one image of the user's (a proof embeds it). */

/** The Admin Center's product and banner images: the same checks, stored in the assets bucket. */
export { assetThumbnailKey, createAssetImageUpload, storeAssetImage } from './asset-images';
export { type ImageItem, imageOf } from './images-store';
