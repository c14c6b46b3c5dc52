import { confirmPrompts, imageLibraryTexts, loadingLabels } from '@msc/shared/messages';
import type { Image } from '@msc/shared/model/image';
import { IMAGES_PAGE_SIZE } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SupportPhone } from '#features/site';
import { ConfirmDelete } from '#ui/confirm-delete';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { showToast } from '#ui/toast';
import { imagePageQuery, useDeleteImage } from './api/image-queries';
import { ImageCard } from './image-card';
import { UploadImageButton } from './upload-image-button';

/** /account/image-library: images (page size 12), upload, inline rename, delete after confirm (spec 1 §2). */
export default function ImageLibraryPage() {
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const images = useQuery(imagePageQuery(pageNumber));
  const remove = useDeleteImage();
  const [deleting, setDeleting] = useState<Image | undefined>();
  const pageCount = Math.max(1, Math.ceil((images.data?.totalCount ?? 0) / IMAGES_PAGE_SIZE));
  return (
    <div className="space-y-5">
      <PageTitle
        title={imageLibraryTexts.title}
        subtitle={
          <>
            {imageLibraryTexts.help}
            <SupportPhone kind="support" />
          </>
        }
        actions={<UploadImageButton />}
      />
      {images.isPending ? (
        <LoadingState label={loadingLabels.images} />
      ) : images.isError ? (
        <EmptyState message={imageLibraryTexts.empty} />
      ) : images.data.results.length === 0 ? (
        <EmptyState message={imageLibraryTexts.empty} />
      ) : (
        <ul
          aria-label={imageLibraryTexts.title}
          className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4"
        >
          {images.data.results.map((image) => (
            <ImageCard key={image.id} image={image} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <Pager
        pageNumber={Math.min(pageNumber, pageCount)}
        pageCount={pageCount}
        onPage={(page) => setSearch({ page: String(page) })}
      />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        prompt={confirmPrompts.deleteImage}
        remove={remove}
        idOf={(record) => record.id}
        onDeleted={() => showToast(imageLibraryTexts.deleted, 'success')}
      />
    </div>
  );
}
