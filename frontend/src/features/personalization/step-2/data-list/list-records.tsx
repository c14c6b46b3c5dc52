import { dataListTexts } from '@msc/shared/messages';
import type { MailListContact } from '@msc/shared/model/mail-list';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '#ui/data-table';

export const contactName = (contact: MailListContact) => `${contact.firstName} ${contact.lastName}`;

/** A list's records as a table: name and address (one column each, so it fits a tablet), an optional first cell. */
export function ListRecords({
  records,
  caption,
  select,
}: {
  records: readonly MailListContact[];
  caption: string;
  select?: { header: string; cell: (contact: MailListContact) => ReactNode };
}) {
  const columns: DataColumn<MailListContact>[] = [
    ...(select ? [{ id: 'select', header: select.header, cell: select.cell }] : []),
    {
      id: 'name',
      header: dataListTexts.columns.name,
      cell: (row) => `${row.lastName}, ${row.firstName}`,
      wrap: true,
    },
    {
      id: 'address',
      header: dataListTexts.columns.address,
      cell: (row) => (
        <span>
          {[row.addressLine1, row.addressLine2].filter(Boolean).join(', ')}
          <span className="block text-slate-600">{`${row.city}, ${row.state} ${row.postalCode}`}</span>
        </span>
      ),
      wrap: true,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={[...records]}
      rowKey={(row) => row.mailListContactId ?? contactName(row)}
      caption={caption}
    />
  );
}
