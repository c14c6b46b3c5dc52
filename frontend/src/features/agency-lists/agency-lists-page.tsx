import { agencyListsTexts, confirmPrompts, emptyStates, loadingLabels } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatCount, formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#ui/button';
import { ConfirmDelete } from '#ui/confirm-delete';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { agencyListsQuery, useDeleteAgencyList } from './api/agency-list-queries';
import { ProspectListsSection } from './prospect-lists-section';

// Loaded when a list's contacts are first viewed: the dialog brings Radix (about 15 KB gzip).
const ListContactsDialog = lazy(() =>
  import('./list-contacts-dialog').then(({ ListContactsDialog }) => ({ default: ListContactsDialog })),
);

/**
 * /account/agency-lists: the lists the user uploaded for the agency, page size 50, delete after confirm; then
 * the purchased prospect lists still accessible (spec 2 §1).
 */
export default function AgencyListsPage() {
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const lists = useQuery(agencyListsQuery(pageNumber));
  const remove = useDeleteAgencyList();
  const [deleting, setDeleting] = useState<MailListRow | undefined>();
  const [viewing, setViewing] = useState<MailListRow | undefined>();
  const pageCount = Math.max(1, Math.ceil((lists.data?.totalCount ?? 0) / AGENCY_LISTS_PAGE_SIZE));
  const columns: DataColumn<MailListRow>[] = [
    { id: 'name', header: agencyListsTexts.name, cell: (row) => row.name },
    {
      id: 'records',
      header: agencyListsTexts.records,
      cell: (row) => formatCount(row.mailListContactsCount),
      numeric: true,
    },
    { id: 'uploaded', header: agencyListsTexts.uploaded, cell: (row) => formatDate(row.created) },
    {
      id: 'actions',
      header: agencyListsTexts.actions,
      cell: (row) => (
        <div className="flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${agencyListsTexts.view} ${row.name}`}
            onClick={() => setViewing(row)}
          >
            {agencyListsTexts.view}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${agencyListsTexts.remove} ${row.name}`}
            onClick={() => setDeleting(row)}
          >
            {agencyListsTexts.remove}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <PageTitle title={agencyListsTexts.title} />
      {lists.isPending ? (
        <LoadingState label={loadingLabels.lists} />
      ) : lists.isError ? (
        <EmptyState message={emptyStates.uploadedLists} />
      ) : lists.data.results.length === 0 ? (
        <EmptyState message={emptyStates.uploadedLists} />
      ) : (
        <DataTable
          columns={columns}
          rows={lists.data.results}
          rowKey={(row) => row.mailListId}
          caption={agencyListsTexts.title}
        />
      )}
      {pageCount > 1 && (
        <Pager
          pageNumber={Math.min(pageNumber, pageCount)}
          pageCount={pageCount}
          onPage={(page) => setSearch({ page: String(page) })}
        />
      )}
      <ProspectListsSection />
      {viewing && (
        <Suspense fallback={null}>
          <ListContactsDialog list={viewing} onClose={() => setViewing(undefined)} />
        </Suspense>
      )}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        prompt={confirmPrompts.deleteList}
        remove={remove}
        idOf={(record) => record.mailListId}
      />
    </div>
  );
}
