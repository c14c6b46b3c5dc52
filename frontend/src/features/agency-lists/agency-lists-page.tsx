import { api } from '@msc/shared/api';
import { agencyListsTexts, confirmPrompts, emptyStates } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatDate } from '@msc/shared/rules/formatting';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '#lib/api-client';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { showApiErrorToast } from '#ui/toast';

const listsKey = ['agency-lists'] as const;

/** /account/agency-lists: the lists the user uploaded for the agency, page size 50, delete after confirm. */
export default function AgencyListsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const lists = useQuery({
    queryKey: [...listsKey, pageNumber],
    queryFn: ({ signal }) =>
      call(api.agencyLists.list, { query: { pageNumber, pageSize: AGENCY_LISTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: string) => call(api.agencyLists.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsKey }),
  });
  const [deleting, setDeleting] = useState<MailListRow | undefined>();
  const pageCount = Math.max(1, Math.ceil((lists.data?.totalCount ?? 0) / AGENCY_LISTS_PAGE_SIZE));
  const columns: DataColumn<MailListRow>[] = [
    { id: 'name', header: agencyListsTexts.name, cell: (row) => row.name },
    {
      id: 'records',
      header: agencyListsTexts.records,
      cell: (row) => row.mailListContactsCount.toLocaleString('en-US'),
      numeric: true,
    },
    { id: 'uploaded', header: agencyListsTexts.uploaded, cell: (row) => formatDate(row.created) },
    {
      id: 'actions',
      header: agencyListsTexts.actions,
      cell: (row) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${agencyListsTexts.remove} ${row.name}`}
          onClick={() => setDeleting(row)}
        >
          {agencyListsTexts.remove}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-5">
      <PageTitle title={agencyListsTexts.title} />
      {lists.isPending ? (
        <LoadingState label="Loading your lists" />
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
      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        prompt={confirmPrompts.deleteList}
        variant="danger"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.mailListId, {
            onSuccess: () => setDeleting(undefined),
            onError: showApiErrorToast,
          })
        }
      />
    </div>
  );
}
