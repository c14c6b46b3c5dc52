/** What other capabilities may use of the image library: one image of the user's (a proof embeds it). */
export { type ImageItem, imageOf } from './images-store';
