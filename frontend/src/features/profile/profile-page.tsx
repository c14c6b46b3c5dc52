import { confirmPrompts, emptyStates, loadingLabels, notices, profileTexts } from '@msc/shared/messages';
import type { ShippingAddress } from '@msc/shared/model/address';
import { defaultShippingAddress, otherShippingAddresses } from '@msc/shared/rules/address-rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useCurrentAgency, useSession } from '#features/session';
import { AddressLines } from '#ui/address-lines';
import { Button } from '#ui/button';
import { ConfirmDelete } from '#ui/confirm-delete';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { AddressForm } from './address-form';
import { AgencyEmailsPanel } from './agency-emails-panel';
import { AgencyInformationPanel } from './agency-information-panel';
import { addressesQuery, useDeleteAddress, useSetDefaultAddress } from './api/address-queries';

function TitledPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Panel>
  );
}

const AddressBlock = ({ address }: { address: ShippingAddress }) => (
  <AddressLines address={address} className="text-sm text-slate-700" withPhone />
);

/**
 * /account/profile: locked personal information with the territory-manager note, the default shipping
 * address (the first in the list) and the other addresses (add, edit, set default, delete after confirm).
 */
export default function ProfilePage() {
  const session = useSession();
  const agency = useCurrentAgency();
  const addresses = useQuery(addressesQuery());
  const [editing, setEditing] = useState<{ address?: ShippingAddress } | undefined>();
  const [deleting, setDeleting] = useState<ShippingAddress | undefined>();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const user = session.data?.user;
  const book = addresses.data ?? [];
  const first = defaultShippingAddress(book);
  const actions = (address: ShippingAddress, canSetDefault: boolean) => (
    <div className="mt-3 flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`${profileTexts.edit} ${address.addressee}`}
        onClick={() => setEditing({ address })}
      >
        {profileTexts.edit}
      </Button>
      {canSetDefault && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${profileTexts.setDefault}: ${address.addressee}, ${address.addressLine1}`}
          loading={setDefault.isPending && setDefault.variables === address.id}
          onClick={() => setDefault.mutate(address.id, { onError: showApiErrorToast })}
        >
          {profileTexts.setDefault}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${profileTexts.remove} ${address.addressee}, ${address.addressLine1}`}
        onClick={() => setDeleting(address)}
      >
        {profileTexts.remove}
      </Button>
    </div>
  );
  return (
    <div className="space-y-6">
      <PageTitle title={profileTexts.title} />
      <TitledPanel title={profileTexts.personalInformation}>
        {user ? (
          <>
            <dl className="grid gap-3 text-sm sm:grid-cols-3">
              {(
                [
                  [profileTexts.lastName, user.lastName],
                  [profileTexts.firstName, user.firstName],
                  [profileTexts.email, user.email],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-sm text-slate-600">{notices.contactTerritoryManager}</p>
          </>
        ) : (
          <LoadingState label={loadingLabels.profile} />
        )}
      </TitledPanel>
      {agency && agency.agencyId > 0 && (
        <TitledPanel title={profileTexts.agencyInformation}>
          <AgencyInformationPanel agencyId={agency.agencyId} />
        </TitledPanel>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledPanel title={profileTexts.defaultShippingAddress}>
          {addresses.isPending ? (
            <LoadingState label={loadingLabels.addresses} />
          ) : first ? (
            <>
              <AddressBlock address={first} />
              {editing?.address?.id === first.id ? (
                <div className="mt-3">
                  <AddressForm address={first} onDone={() => setEditing(undefined)} />
                </div>
              ) : (
                actions(first, false)
              )}
            </>
          ) : (
            <EmptyState message={emptyStates.defaultShippingAddress} />
          )}
        </TitledPanel>
        <TitledPanel title={profileTexts.otherShippingAddresses}>
          <ul className="space-y-4">
            {otherShippingAddresses(book).map((address) => (
              <li key={address.id} className="border-b border-slate-100 pb-4 last:border-b-0">
                <AddressBlock address={address} />
                {editing?.address?.id === address.id ? (
                  <div className="mt-3">
                    <AddressForm address={address} onDone={() => setEditing(undefined)} />
                  </div>
                ) : (
                  actions(address, true)
                )}
              </li>
            ))}
          </ul>
          {editing && !editing.address ? (
            <AddressForm onDone={() => setEditing(undefined)} />
          ) : (
            <Button variant="secondary" className="mt-2" onClick={() => setEditing({})}>
              {profileTexts.addShippingAddress}
            </Button>
          )}
        </TitledPanel>
      </div>
      {agency && agency.agencyId > 0 && (
        <TitledPanel title={profileTexts.agencyEmailPreferences}>
          <AgencyEmailsPanel agencyId={agency.agencyId} />
        </TitledPanel>
      )}
      <ConfirmDelete
        target={deleting}
        onClose={() => setDeleting(undefined)}
        prompt={confirmPrompts.deleteAddress}
        remove={remove}
        idOf={(record) => record.id}
      />
    </div>
  );
}
