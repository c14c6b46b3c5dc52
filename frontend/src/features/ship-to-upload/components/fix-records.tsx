import { pageLabels, uploadTexts } from '@msc/shared/messages';
import type { UploadStatus } from '@msc/shared/model/upload';
import { UPLOAD_PREVIEW_RECORDS } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import { uploadRecordsQuery } from '../api/upload-queries';
import { RecordEditForm } from './record-edit-form';
import { RecordsTable } from './records-table';

/** The failed records, a page at a time, each editable; back to the summary when done. */
export function FixRecords({ status, onDone }: { status: UploadStatus; onDone: () => void }) {
  const [pageNumber, setPageNumber] = useState(1);
  const [editing, setEditing] = useState<number | undefined>();
  const { data, isPending } = useQuery(
    uploadRecordsQuery(status.uploadId, 'failed', pageNumber, UPLOAD_PREVIEW_RECORDS),
  );
  const editedRecord = data?.results.find((record) => record.recordNumber === editing);

  return (
    <section aria-labelledby="fix-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="fix-heading" className="text-base font-semibold text-slate-900">
          {uploadTexts.fixHeading}
        </h3>
        <Button variant="secondary" onClick={onDone}>
          {uploadTexts.summary}
        </Button>
      </div>
      {status.failed === 0 && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          {uploadTexts.allFixed}
        </p>
      )}
      {isPending && <LoadingState />}
      {editedRecord && (
        <RecordEditForm
          key={editedRecord.recordNumber}
          uploadId={status.uploadId}
          record={editedRecord}
          onDone={() => setEditing(undefined)}
        />
      )}
      {data && (
        <>
          <RecordsTable
            caption={uploadTexts.fixHeading}
            records={data.results}
            showErrors
            action={{
              header: uploadTexts.edit,
              cell: (record) =>
                record.validationErrors.length === 0 ? (
                  <span className="text-sm text-green-700">✓</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${uploadTexts.edit} ${uploadTexts.record(record.recordNumber)}`}
                    onClick={() => setEditing(record.recordNumber)}
                  >
                    {uploadTexts.edit}
                  </Button>
                ),
            }}
          />
          <Pager
            pageNumber={pageNumber}
            pageCount={Math.ceil(data.totalCount / data.pageSize)}
            onPage={setPageNumber}
            label={pageLabels.pagers.failedRecords}
          />
        </>
      )}
    </section>
  );
}
