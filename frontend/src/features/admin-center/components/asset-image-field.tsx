import type { AssetImage } from '@msc/shared/api/admin-content';
import { adminTexts, imageLibraryTexts } from '@msc/shared/messages';
import { IMAGE_UPLOAD_MIME_TYPES } from '@msc/shared/rules/constants';
import { imageFileProblem } from '@msc/shared/rules/image-upload';
import { useId, useRef } from 'react';
import { Button } from '#ui/button';
import { showApiErrorToast } from '#ui/toast';
import { useUploadAssetImage } from '../api/asset-image-upload';

const texts = adminTexts.assetImage;

export interface AssetImageFieldProps {
  kind: 'product' | 'banner';
  label: string;
  /** The current image's thumbnail; none: no image. */
  thumbnailUrl?: string;
  error?: string;
  /** A stored upload, or undefined for "Remove image". */
  onChange: (image: AssetImage | undefined) => void;
}

/**
 * A product's or banner's image: its thumbnail, "Upload image" (PNG or JPEG, the image library's checks and
 * messages) and "Remove image". The form keeps the new key and saves it with the rest.
 */
export function AssetImageField({ kind, label, thumbnailUrl, error, onChange }: AssetImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAssetImage(kind);
  const id = useId();
  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return showApiErrorToast(new Error(problem));
    upload.mutate(file, { onSuccess: onChange, onError: showApiErrorToast });
  };
  return (
    <fieldset
      className="rounded-md border border-slate-200 p-3 sm:col-span-2"
      aria-describedby={`${id}-hint`}
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {thumbnailUrl ? (
          <img
            src={thumbnailUrl}
            alt={label}
            className="h-24 w-24 rounded border border-slate-200 bg-slate-50 object-contain"
          />
        ) : (
          <p className="flex h-24 w-24 items-center justify-center rounded border border-dashed border-slate-300 text-center text-sm text-slate-600">
            {texts.none}
          </p>
        )}
        <div className="space-y-2">
          <input
            ref={input}
            type="file"
            accept={IMAGE_UPLOAD_MIME_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label={texts.upload}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => input.current?.click()} loading={upload.isPending}>
              {texts.upload}
            </Button>
            {thumbnailUrl && (
              <Button variant="secondary" onClick={() => onChange(undefined)} disabled={upload.isPending}>
                {texts.remove}
              </Button>
            )}
          </div>
          {upload.isPending && (
            <p role="status" className="text-sm text-slate-700">
              {imageLibraryTexts.processing}
            </p>
          )}
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {texts.saveHint}
          </p>
          {error && <p className="text-sm text-red-700">{error}</p>}
        </div>
      </div>
    </fieldset>
  );
}
