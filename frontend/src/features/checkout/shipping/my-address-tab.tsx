import { emptyStates, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { addressesQuery, useSetShipTo } from '../api/ship-to-queries';
import { AddressLines } from './address-lines';
import { ChoiceCard } from './choice-card';
import { CustomAddressForm } from './custom-address-form';

/** Ship to My Address: a saved address (the default first), or a custom one that may be saved. */
export function MyAddressTab({ cart }: { cart: Cart }) {
  const addresses = useQuery(addressesQuery());
  const setShipTo = useSetShipTo();
  const [adding, setAdding] = useState(false);
  const current = cart.shipToMode === 'user' ? cart.shipToList?.[0] : undefined;
  const isCustom = current !== undefined && current.contactAddressId === undefined;
  // While the choice is saved, it shows as made (TanStack's optimistic update through the variables).
  const chosenId =
    setShipTo.isPending && setShipTo.variables.kind === 'savedAddress'
      ? setShipTo.variables.addressId
      : current?.contactAddressId;

  if (addresses.isPending) return <LoadingState label="Loading your addresses" />;
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{shippingTexts.savedAddresses}</legend>
        {addresses.data?.length === 0 && <EmptyState message={emptyStates.defaultShippingAddress} />}
        <div className="grid gap-3 sm:grid-cols-2">
          {addresses.data?.map((address) => (
            <ChoiceCard
              key={address.id}
              type="radio"
              name="saved-address"
              checked={chosenId === address.id}
              disabled={setShipTo.isPending}
              badge={address.isDefault ? 'Default' : undefined}
              onChange={() =>
                setShipTo.mutate(
                  { kind: 'savedAddress', addressId: address.id },
                  { onError: showApiErrorToast },
                )
              }
            >
              <AddressLines address={address} />
            </ChoiceCard>
          ))}
          {isCustom && current && (
            <ChoiceCard
              type="radio"
              name="saved-address"
              checked
              readOnly
              badge={shippingTexts.customAddress}
            >
              <AddressLines address={current} />
            </ChoiceCard>
          )}
        </div>
      </fieldset>
      {adding ? (
        <CustomAddressForm
          pending={setShipTo.isPending}
          onCancel={() => setAdding(false)}
          onSubmit={(address) =>
            setShipTo.mutate(
              { kind: 'customAddress', address },
              { onSuccess: () => setAdding(false), onError: showApiErrorToast },
            )
          }
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {shippingTexts.addCustomAddress}
        </Button>
      )}
    </div>
  );
}
