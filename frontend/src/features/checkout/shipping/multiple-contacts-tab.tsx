import { emptyStates, errors, loadingLabels, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { checkMultiContactShipping } from '@msc/shared/rules/cart-rules';
import { routeAfterShipping } from '@msc/shared/rules/checkout-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAgencyOrAdminAccess } from '#features/session';
import { ShipToUploadPanel } from '#features/ship-to-upload';
import { AddressLines } from '#ui/address-lines';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { allContactsQuery, useSetShipTo } from '../api/ship-to-queries';
import { ChoiceCard } from './choice-card';
import { contactAddress, filterContacts } from './contact-tab';
import { MultiShipList } from './multi-ship-list';

type Source = 'select' | 'upload';

/**
 * Ship to Multiple Contacts: Select from my contacts, or Upload a list of contacts. Refused, with the
 * spec's texts, without a current agency or admin-access role, and for a non-physical item or a discount or
 * additional charge (the server refuses it too).
 */
export function MultipleContactsTab({ cart }: { cart: Cart }) {
  const [source, setSource] = useState<Source>('select');
  // Multi-address shipping needs the current agency or an admin-access role (spec 1 §6), as the API does.
  const allowed = useAgencyOrAdminAccess();
  const refusal = checkMultiContactShipping(cart);
  const refused = allowed ? (refusal.ok ? undefined : errors[refusal.reason]) : errors.customDownloadNoAgency;
  if (refused)
    return (
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        {refused}
      </p>
    );
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{shippingTexts.tabs.multipleContacts}</legend>
        {(
          [
            ['select', shippingTexts.selectFromContacts],
            ['upload', shippingTexts.uploadContacts],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 font-medium text-slate-800">
            <input
              type="radio"
              name="multi-ship-source"
              className="h-4 w-4 accent-blue-700"
              checked={source === value}
              onChange={() => setSource(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {source === 'select' ? (
        <SelectContacts />
      ) : (
        <ShipToUploadPanel
          items={cart.items.map((item) => ({ id: item.id, name: item.product.name }))}
          nextPath={routeAfterShipping(cart.total)}
        />
      )}
      {cart.shipToMode === 'multipleContacts' && source === 'select' && <MultiShipList cart={cart} />}
    </div>
  );
}

function SelectContacts() {
  const contacts = useQuery(allContactsQuery());
  const setShipTo = useSetShipTo();
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  if (contacts.isPending) return <LoadingState label={loadingLabels.contacts} />;
  const shown = filterContacts(contacts.data?.results ?? [], filter);
  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allShown = shown.length > 0 && shown.every((contact) => chosen.has(contact.id));
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label={shippingTexts.filterContacts}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          className="max-w-sm"
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-blue-700"
            checked={allShown}
            onChange={() =>
              setChosen((before) => {
                const next = new Set(before);
                for (const contact of shown) {
                  if (allShown) next.delete(contact.id);
                  else next.add(contact.id);
                }
                return next;
              })
            }
          />
          {shippingTexts.selectAll}
        </label>
      </div>
      {shown.length === 0 ? (
        <EmptyState message={emptyStates.contacts} />
      ) : (
        <fieldset>
          <legend className="sr-only">{shippingTexts.selectFromContacts}</legend>
          <div className="grid max-h-[24rem] gap-3 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((contact) => (
              <ChoiceCard
                key={contact.id}
                type="checkbox"
                checked={chosen.has(contact.id)}
                onChange={() => toggle(contact.id)}
              >
                <AddressLines address={contactAddress(contact)} />
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      )}
      <Button
        disabled={chosen.size === 0}
        loading={setShipTo.isPending}
        onClick={() =>
          setShipTo.mutate(
            { kind: 'contacts', contactIds: [...chosen] },
            { onSuccess: () => setChosen(new Set()), onError: showApiErrorToast },
          )
        }
      >
        {shippingTexts.shipToSelected(chosen.size)}
      </Button>
    </div>
  );
}
