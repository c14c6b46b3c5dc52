import { lazy } from 'react';
import { LazyDialog } from '#ui/lazy-dialog';
import type { ImagePickerDialogProps } from './image-picker-modal';

const ImagePickerModal = lazy(() => import('./image-picker-modal'));

/** 'Select from Image Library': the user's images, a page at a time; choosing one closes the modal. */
export function ImagePickerDialog(props: ImagePickerDialogProps) {
  return (
    <LazyDialog open={props.open}>
      <ImagePickerModal {...props} />
    </LazyDialog>
  );
}
