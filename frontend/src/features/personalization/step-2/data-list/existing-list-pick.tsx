import { agencyListsTexts, dataListTexts, emptyStates } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { EXISTING_MAIL_LIST_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatCount, formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { agencyListsQuery } from '#features/agency-lists';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';

/** Existing: pick one of the lists the user uploaded for the agency, 50 a page (spec 2 §4, §9). */
export function ExistingListPick({ onPick }: { onPick: (list: MailListRow) => void }) {
  const [pageNumber, setPageNumber] = useState(1);
  const lists = useQuery(agencyListsQuery(pageNumber));
  if (lists.isPending) return <LoadingState />;
  if (lists.isError || lists.data.totalCount === 0) return <EmptyState message={emptyStates.noListsToUse} />;

  const columns: DataColumn<MailListRow>[] = [
    { id: 'name', header: agencyListsTexts.name, cell: (row) => row.name, wrap: true },
    {
      id: 'records',
      header: agencyListsTexts.records,
      cell: (row) => formatCount(row.mailListContactsCount),
      numeric: true,
    },
    { id: 'uploaded', header: agencyListsTexts.uploaded, cell: (row) => formatDate(row.created) },
    {
      id: 'use',
      header: agencyListsTexts.actions,
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={dataListTexts.chooseList(row.name)}
          onClick={() => onPick(row)}
        >
          {dataListTexts.use}
        </Button>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <DataTable
        columns={columns}
        rows={lists.data.results}
        rowKey={(row) => row.mailListId}
        caption={dataListTexts.listsCaption}
      />
      <Pager
        pageNumber={pageNumber}
        pageCount={Math.ceil(lists.data.totalCount / EXISTING_MAIL_LIST_PAGE_SIZE)}
        onPage={setPageNumber}
      />
    </div>
  );
}
