import { agencyListsTexts, loadingLabels, pageLabels } from '@msc/shared/messages';
import type { MailListContact, MailListRow } from '@msc/shared/model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type DataColumn, DataTable } from '#ui/data-table';
import { Dialog } from '#ui/dialog';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import { agencyListContactsQuery } from './api/agency-list-queries';

const COLUMNS: readonly DataColumn<MailListContact>[] = [
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName },
  {
    id: 'address',
    header: 'Address',
    wrap: true,
    cell: (row) => [row.addressLine1, row.addressLine2].filter(Boolean).join(', '),
  },
  {
    id: 'city',
    header: 'City, State, Postal Code',
    cell: (row) => `${row.city}, ${row.state} ${row.postalCode}`,
  },
];

/** View list: the contacts of one uploaded list, in upload order, 50 a page. */
export function ListContactsDialog({ list, onClose }: { list: MailListRow; onClose: () => void }) {
  const [pageNumber, setPageNumber] = useState(1);
  const contacts = useQuery(agencyListContactsQuery(list.mailListId, pageNumber));
  const pageCount = Math.max(1, Math.ceil(list.mailListContactsCount / AGENCY_LISTS_PAGE_SIZE));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={list.name}
      description={agencyListsTexts.contactCount(list.mailListContactsCount)}
      size="lg"
    >
      {contacts.isPending ? (
        <LoadingState label={loadingLabels.list} />
      ) : (
        <div className="max-h-[60vh] space-y-3 overflow-y-auto" aria-busy={contacts.isPlaceholderData}>
          <DataTable
            caption={list.name}
            columns={COLUMNS}
            rows={contacts.data?.results ?? []}
            rowKey={(row) => `${row.lastName}-${row.firstName}-${row.addressLine1}-${row.postalCode}`}
          />
          <Pager
            pageNumber={pageNumber}
            pageCount={pageCount}
            onPage={setPageNumber}
            label={pageLabels.pagers.lists}
          />
        </div>
      )}
    </Dialog>
  );
}
