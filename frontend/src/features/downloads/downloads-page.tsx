import { downloadsTexts, emptyStates, loadingLabels, toasts } from '@msc/shared/messages';
import type { CustomDownloadRow } from '@msc/shared/model/custom-download';
import { CUSTOM_DOWNLOADS_PAGE_SIZE, CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { customDownloadPagePath } from '@msc/shared/rules/custom-download-commit';
import { formatDate, formatStatCode } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DownloadFailed, fetchDownload } from '#lib/download-link';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { showApiErrorToast, showToast } from '#ui/toast';
import { downloadFile, downloadsQuery, exportDownloads } from './api/download-queries';

function StatusBadge({ status }: { status: CustomDownloadRow['status'] }) {
  const tone = status === 'Complete' ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{status}</span>;
}

function DownloadButton({ row }: { row: CustomDownloadRow }) {
  const [busy, setBusy] = useState(false);
  if (!row.hasFile) return <span className="text-sm text-slate-500">{downloadsTexts.notReady}</span>;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      aria-label={`${downloadsTexts.download} ${row.title}`}
      onClick={async () => {
        setBusy(true);
        try {
          await fetchDownload(await downloadFile(row.productUserCustomDownloadId));
        } catch (error) {
          if (error instanceof DownloadFailed) showToast(toasts.fileDownloadFailed, 'error');
          else showApiErrorToast(error);
        } finally {
          setBusy(false);
        }
      }}
    >
      {downloadsTexts.download}
    </Button>
  );
}

const COLUMNS: readonly DataColumn<CustomDownloadRow>[] = [
  {
    id: 'title',
    header: downloadsTexts.downloadTitle,
    wrap: true,
    cell: (row) => (
      <>
        <Link
          to={customDownloadPagePath({
            customDownloadId: row.productUserCustomDownloadId,
            docId: row.pageFlexDocumentId,
            completed: row.status === 'Complete',
            isWelcomeKit: row.isWelcomeKit,
          })}
          className="block font-medium text-blue-800 underline-offset-2 hover:underline"
        >
          {row.title}
        </Link>
        <span className="text-xs text-slate-500">
          {row.itemName} · {row.itemNumber}
        </span>
      </>
    ),
  },
  {
    id: 'agency',
    header: downloadsTexts.agency,
    wrap: true,
    cell: (row) => (
      <>
        <span className="block">{row.agencyName}</span>
        {row.statCode && <span className="text-xs text-slate-500">{formatStatCode(row.statCode)}</span>}
      </>
    ),
  },
  {
    id: 'customizedDate',
    header: downloadsTexts.customizedDate,
    cell: (row) => formatDate(row.customizedDate),
  },
  { id: 'status', header: downloadsTexts.status, cell: (row) => <StatusBadge status={row.status} /> },
  { id: 'file', header: downloadsTexts.file, cell: (row) => <DownloadButton row={row} /> },
];

/** /account/downloads: the custom downloads table (spec 1 §2), newest first, sizes 25-200, exports. */
export default function DownloadsPage() {
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const requestedSize = Number(search.get('pageSize'));
  const pageSize = (CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS as readonly number[]).includes(requestedSize)
    ? requestedSize
    : CUSTOM_DOWNLOADS_PAGE_SIZE;
  const downloads = useQuery(downloadsQuery(pageNumber, pageSize));
  const pageCount = Math.max(1, Math.ceil((downloads.data?.totalCount ?? 0) / pageSize));
  const hasRows = (downloads.data?.results.length ?? 0) > 0;
  return (
    <div className="space-y-4">
      <PageTitle
        title={downloadsTexts.title}
        actions={hasRows ? <ExportButtons run={exportDownloads} /> : undefined}
      />
      {hasRows && (
        <div className="flex justify-end">
          <PageSizeSelect
            value={pageSize}
            options={CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS}
            onChange={(size) => setSearch({ pageSize: String(size) })}
          />
        </div>
      )}
      {downloads.isPending ? (
        <LoadingState label={loadingLabels.downloads} />
      ) : downloads.isError || !hasRows ? (
        <EmptyState message={emptyStates.downloads} />
      ) : (
        <DataTable
          caption={downloadsTexts.title}
          columns={COLUMNS}
          rows={downloads.data.results}
          rowKey={(row) => row.productUserCustomDownloadId}
        />
      )}
      <Pager
        pageNumber={Math.min(pageNumber, pageCount)}
        pageCount={pageCount}
        onPage={(page) => setSearch({ page: String(page), pageSize: String(pageSize) })}
      />
    </div>
  );
}
