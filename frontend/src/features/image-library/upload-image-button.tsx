import { imageLibraryTexts } from '@msc/shared/messages';
import { IMAGE_UPLOAD_MIME_TYPES } from '@msc/shared/rules/constants';
import { imageFileProblem } from '@msc/shared/rules/image-upload';
import { useRef, useState } from 'react';
import { Button } from '#ui/button';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useUploadImage } from './api/image-queries';

/** The picker (PNG and JPEG), the upload with its progress, then the server's thumbnail. */
export function UploadImageButton() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [progress, setProgress] = useState(0);
  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      showApiErrorToast(new Error(problem));
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: () => showToast(imageLibraryTexts.uploaded, 'success'),
        onError: showApiErrorToast,
      },
    );
  };
  const percent = Math.round(progress * 100);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD_MIME_TYPES.join(',')}
        className="sr-only"
        tabIndex={-1}
        aria-label={imageLibraryTexts.upload}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button onClick={() => input.current?.click()} loading={upload.isPending}>
        {imageLibraryTexts.upload}
      </Button>
      {upload.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {percent < 100 ? imageLibraryTexts.uploading(percent) : imageLibraryTexts.processing}
        </p>
      )}
    </div>
  );
}
