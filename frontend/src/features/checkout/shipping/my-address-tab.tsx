import { emptyStates, loadingLabels, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { addressesQuery } from '#features/profile';
import { AddressLines } from '#ui/address-lines';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { ChoiceCard } from './choice-card';
import { useShipToChoice } from './use-ship-to-choice';

// Loaded on Add Custom Address: the form brings react-hook-form and the shared zod schemas (about 35 KB
// gzip) that the shipping page's first paint does not show.
const CustomAddressForm = lazy(() =>
  import('./custom-address-form').then(({ CustomAddressForm }) => ({ default: CustomAddressForm })),
);

/** Ship to My Address: a saved address (the default first), or a custom one that may be saved. */
export function MyAddressTab({ cart }: { cart: Cart }) {
  const addresses = useQuery(addressesQuery());
  const { picked, choose, isPending } = useShipToChoice();
  const [adding, setAdding] = useState(false);
  const current = cart.shipToMode === 'user' ? cart.shipToList?.[0] : undefined;
  const isCustom = current !== undefined && current.contactAddressId === undefined;
  const chosenId = picked?.kind === 'savedAddress' ? picked.addressId : current?.contactAddressId;

  if (addresses.isPending) return <LoadingState label={loadingLabels.addresses} />;
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
              disabled={isPending}
              badge={address.isDefault ? 'Default' : undefined}
              onChange={() => choose({ kind: 'savedAddress', addressId: address.id })}
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
        <Suspense fallback={null}>
          <CustomAddressForm
            pending={isPending}
            onCancel={() => setAdding(false)}
            onSubmit={(address) => choose({ kind: 'customAddress', address }, () => setAdding(false))}
          />
        </Suspense>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {shippingTexts.addCustomAddress}
        </Button>
      )}
    </div>
  );
}
