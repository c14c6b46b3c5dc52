export { imagePageQuery, imagesKey } from './api/image-queries';

export { imageLibraryPages } from './pages';
