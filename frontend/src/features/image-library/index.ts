/** 'Select from Image Library' in the editors (personalization, express order, customizable downloads). */
export { ImagePickerDialog } from './image-picker-dialog';
export { imageLibraryPages } from './pages';
