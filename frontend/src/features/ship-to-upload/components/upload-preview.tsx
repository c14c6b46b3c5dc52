import { emptyStates, uploadTexts } from '@msc/shared/messages';
import type { UploadRecord } from '@msc/shared/model/upload';
import type { UploadColumn } from '@msc/shared/model/upload-record-schema';
import { useId } from 'react';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { RecordsTable } from './records-table';

interface UploadPreviewProps {
  /** The first records of the upload; undefined while they load. */
  records: readonly UploadRecord[] | undefined;
  /** The columns shown: a ship-to record's unless told. */
  columns?: readonly UploadColumn[];
}

/** The preview of an uploaded list (spec 1 §2, spec 2 §5): its first records, failed ones with their errors. */
export function UploadPreview({ records, columns }: UploadPreviewProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {uploadTexts.preview}
      </h3>
      <p className="text-sm text-slate-600">{uploadTexts.previewNote}</p>
      {!records && <LoadingState />}
      {records?.length === 0 && <EmptyState message={emptyStates.addresses} />}
      {records && records.length > 0 && (
        <RecordsTable caption={uploadTexts.preview} columns={columns} records={records} showErrors />
      )}
    </section>
  );
}
