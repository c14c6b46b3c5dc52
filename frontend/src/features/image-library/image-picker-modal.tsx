import { labels, pageLabels, personalizationTexts as texts } from '@msc/shared/messages';
import type { Image } from '@msc/shared/model/image';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import { imagePageQuery } from './api/image-queries';

export interface ImagePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (image: Image) => void;
}

/** The modal of `ImagePickerDialog`, loaded when it first opens. */
export default function ImagePickerModal({ open, onOpenChange, onPick }: ImagePickerDialogProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const images = useQuery({ ...imagePageQuery(pageNumber), enabled: open });
  const page = images.data;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.selectFromImageLibrary} size="lg">
      {!page ? (
        <LoadingState />
      ) : page.results.length === 0 ? (
        <p className="py-6 text-center text-slate-600">{texts.noLibraryImages}</p>
      ) : (
        <div className="space-y-4">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
            {page.results.map((image) => (
              <li key={image.id} className="rounded-md border border-slate-200 p-2">
                <img
                  src={image.thumbnailUrl}
                  alt=""
                  className="aspect-square w-full rounded object-contain"
                />
                <p className="mt-1 truncate text-sm text-slate-800" title={image.name}>
                  {image.name}
                </p>
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-2 w-full"
                  aria-label={`${texts.chooseImage} ${image.name}`}
                  onClick={() => onPick(image)}
                >
                  {texts.chooseImage}
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            pageNumber={pageNumber}
            pageCount={Math.ceil(page.totalCount / page.pageSize)}
            onPage={setPageNumber}
            label={pageLabels.pagers.images}
          />
        </div>
      )}
    </Dialog>
  );
}
