import { emptyStates, loadingLabels, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type { MarketingContact } from '@msc/shared/model/contact';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddressLines } from '#ui/address-lines';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { allContactsQuery } from '../api/ship-to-queries';
import { ChoiceCard } from './choice-card';
import { useShipToChoice } from './use-ship-to-choice';

export const contactName = (contact: MarketingContact) => `${contact.firstName} ${contact.lastName}`.trim();

export const contactAddress = (contact: MarketingContact) => ({
  ...contact,
  addressee: contactName(contact),
});

/** Contacts whose name, city or ZIP contains the filter. */
export function filterContacts(contacts: readonly MarketingContact[], filter: string): MarketingContact[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return [...contacts];
  return contacts.filter((contact) =>
    [contactName(contact), contact.city, contact.postalCode].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}

/** Ship to a Contact: one of the agent's marketing contacts. */
export function ContactTab({ cart }: { cart: Cart }) {
  const contacts = useQuery(allContactsQuery());
  const { picked, choose, isPending } = useShipToChoice();
  const [filter, setFilter] = useState('');
  const current =
    picked?.kind === 'contact'
      ? picked.contactId
      : cart.shipToMode === 'singleContact'
        ? cart.shipToList?.[0]?.marketingContactId
        : undefined;
  if (contacts.isPending) return <LoadingState label={loadingLabels.contacts} />;
  const shown = filterContacts(contacts.data?.results ?? [], filter);
  return (
    <div className="space-y-3">
      <TextField
        label={shippingTexts.filterContacts}
        type="search"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        className="max-w-sm"
      />
      {shown.length === 0 ? (
        <EmptyState message={emptyStates.contacts} />
      ) : (
        <fieldset>
          <legend className="sr-only">{shippingTexts.tabs.singleContact}</legend>
          <div className="grid max-h-[28rem] gap-3 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((contact) => (
              <ChoiceCard
                key={contact.id}
                type="radio"
                name="ship-to-contact"
                checked={current === contact.id}
                disabled={isPending}
                onChange={() => choose({ kind: 'contact', contactId: contact.id })}
              >
                <AddressLines address={contactAddress(contact)} />
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
