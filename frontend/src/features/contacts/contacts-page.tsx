import { type ContactSort, ContactSort as ContactSortSchema } from '@msc/shared/api/contacts';
import { confirmPrompts, contactsTexts, emptyStates, loadingLabels } from '@msc/shared/messages';
import type { MarketingContact } from '@msc/shared/model/contact';
import { CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { formatPhone } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchUpdate } from '#lib/use-search-update';
import { Button } from '#ui/button';
import { ConfirmDelete } from '#ui/confirm-delete';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { Panel } from '#ui/panel';
import { SelectField } from '#ui/select-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { contactPageQuery, useDeleteContact, useSetContactFavorite } from './api/contacts-queries';
import { ContactFormDialog } from './contact-form';

const contactName = (contact: MarketingContact) => `${contact.firstName} ${contact.lastName}`.trim();

/** The list's state lives in the URL: a reload or a shared link shows the same page. */
function useListParams() {
  const { search, update } = useSearchUpdate();
  const pageSize = Number(search.get('pageSize'));
  const sort = ContactSortSchema.safeParse(search.get('sort'));
  const params = {
    pageNumber: Math.max(1, Number(search.get('page')) || 1),
    pageSize: (CONTACTS_PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : CONTACTS_PAGE_SIZE,
    sort: sort.success ? sort.data : ('lastNameAsc' as ContactSort),
    favoritesOnly: search.get('favorites') === 'true',
  };
  return { params, update };
}

/** /account/contacts: marketing contacts, create or edit, favorite toggle, delete after confirm (spec 1 §2). */
export default function ContactsPage() {
  const { params, update } = useListParams();
  const contacts = useQuery(contactPageQuery(params));
  const [editing, setEditing] = useState<{ contact?: MarketingContact } | undefined>();
  const [deleting, setDeleting] = useState<MarketingContact | undefined>();
  const remove = useDeleteContact();
  const pageCount = Math.max(1, Math.ceil((contacts.data?.totalCount ?? 0) / params.pageSize));
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle title={contactsTexts.title} />
        <Button onClick={() => setEditing({})}>{contactsTexts.addContact}</Button>
      </div>
      <Panel as="div" padding="sm" raised={false} className="flex flex-wrap items-end gap-4">
        <SelectField
          label={contactsTexts.sortLabel}
          value={params.sort}
          options={ContactSortSchema.options.map((value) => ({ value, label: contactsTexts.sorts[value] }))}
          onChange={(event) => update({ sort: event.target.value, page: undefined })}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700"
            checked={params.favoritesOnly}
            onChange={(event) =>
              update({ favorites: event.target.checked ? 'true' : undefined, page: undefined })
            }
          />
          {contactsTexts.favoritesOnly}
        </label>
        <div className="ml-auto pb-1">
          <PageSizeSelect
            value={params.pageSize}
            options={CONTACTS_PAGE_SIZE_OPTIONS}
            onChange={(size) => update({ pageSize: String(size), page: undefined })}
          />
        </div>
      </Panel>
      {contacts.isPending ? (
        <LoadingState label={loadingLabels.contacts} />
      ) : contacts.data?.results.length ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={contacts.isFetching}>
          {contacts.data.results.map((contact) => (
            <li key={contact.id}>
              <ContactCard
                contact={contact}
                onEdit={() => setEditing({ contact })}
                onDelete={() => setDeleting(contact)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState message={emptyStates.contacts} />
      )}
      {pageCount > 1 && (
        <Pager
          pageNumber={Math.min(params.pageNumber, pageCount)}
          pageCount={pageCount}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
      <ContactFormDialog
        contact={editing?.contact}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        prompt={confirmPrompts.deleteContact}
        remove={remove}
        idOf={(record) => record.id}
        onDeleted={() => showToast(contactsTexts.deleted, 'success')}
      />
    </div>
  );
}

function ContactCard({
  contact,
  onEdit,
  onDelete,
}: {
  contact: MarketingContact;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const favorite = useSetContactFavorite();
  const name = contactName(contact);
  const isFavorite =
    favorite.isPending && favorite.variables.id === contact.id
      ? favorite.variables.isFavorite
      : contact.isFavorite;
  return (
    <Panel as="article" padding="sm" className="flex h-full flex-col text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-slate-900">{name}</h2>
          {contact.title && <p className="text-slate-600">{contact.title}</p>}
        </div>
        <button
          type="button"
          aria-pressed={isFavorite}
          aria-label={contactsTexts.favorite(name)}
          onClick={() =>
            favorite.mutate({ id: contact.id, isFavorite: !isFavorite }, { onError: showApiErrorToast })
          }
          className={`rounded-md p-1 text-xl leading-none focus-visible:outline-2 focus-visible:outline-blue-700 ${
            isFavorite ? 'text-amber-500' : 'text-slate-300 hover:text-slate-500'
          }`}
        >
          {isFavorite ? '★' : '☆'}
        </button>
      </div>
      <address className="mt-2 flex-1 text-slate-700 not-italic">
        {contact.addressLine1}
        {contact.addressLine2 && <span className="block">{contact.addressLine2}</span>}
        <span className="block">
          {contact.city}, {contact.state} {contact.postalCode}
        </span>
        {contact.email && <span className="block">{contact.email}</span>}
        {contact.phoneNumber && <span className="block">{formatPhone(contact.phoneNumber)}</span>}
      </address>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" size="sm" aria-label={contactsTexts.edit(name)} onClick={onEdit}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={contactsTexts.remove(name)} onClick={onDelete}>
          Delete
        </Button>
      </div>
    </Panel>
  );
}
