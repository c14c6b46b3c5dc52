import { imageLibraryTexts } from '@msc/shared/messages';
import type { Image } from '@msc/shared/model/image';
import { RenameImage } from '@msc/shared/model/image';
import { useState } from 'react';
import { focusOnMount } from '#lib/focus-on-mount';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useRenameImage } from './api/image-queries';

/** One image of the library: thumbnail, name with inline rename (Save or Cancel), delete. */
export function ImageCard({ image, onDelete }: { image: Image; onDelete: (image: Image) => void }) {
  const [draft, setDraft] = useState<string | undefined>();
  const rename = useRenameImage();
  const checked = draft === undefined ? undefined : RenameImage.safeParse({ name: draft });
  const error = checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  const save = () => {
    if (!checked?.success) return;
    rename.mutate(
      { id: image.id, name: checked.data.name },
      {
        onSuccess: () => {
          setDraft(undefined);
          showToast(imageLibraryTexts.renamed, 'success');
        },
        onError: showApiErrorToast,
      },
    );
  };
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <a
        href={image.originalUrl}
        target="_blank"
        rel="noreferrer"
        className="flex aspect-[4/3] items-center justify-center bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <img
          src={image.thumbnailUrl}
          alt={image.name}
          loading="lazy"
          className="max-h-full max-w-full object-contain"
        />
      </a>
      <div className="flex flex-1 flex-col gap-3 p-3">
        {draft === undefined ? (
          <p className="break-words text-sm font-medium text-slate-900">{image.name}</p>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(undefined);
            }}
            className="space-y-2"
          >
            <TextField
              label={imageLibraryTexts.nameLabel}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              error={error}
              maxLength={120}
              ref={focusOnMount}
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={!checked?.success} loading={rename.isPending}>
                {imageLibraryTexts.save}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setDraft(undefined)}>
                {imageLibraryTexts.cancel}
              </Button>
            </div>
          </form>
        )}
        {draft === undefined && (
          <div className="mt-auto flex gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${imageLibraryTexts.rename} ${image.name}`}
              onClick={() => setDraft(image.name)}
            >
              {imageLibraryTexts.rename}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${imageLibraryTexts.remove} ${image.name}`}
              onClick={() => onDelete(image)}
            >
              {imageLibraryTexts.remove}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
