import { fieldLabels, labels, loadingLabels, notices, profileTexts, toasts } from '@msc/shared/messages';
import type { CompanySegmentAddress } from '@msc/shared/model/agency';
import { AGENCY_PHONE_MAX, AgencyAddressForm } from '@msc/shared/model/agency-forms';
import { formatPhone, formatStatCode } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCapability } from '#features/session';
import { formResolver } from '#lib/form-resolver';
import { AddressFields } from '#ui/address-fields';
import { Button } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { showToast } from '#ui/toast';
import { agencyDetailsQuery, useUpdateAgencyAddress } from './api/agency-queries';

/**
 * The agency in effect: its account address, and its company-segment address with the edit pencil for the
 * roles of the spec's table (others see it locked, with the territory-manager note).
 */
export function AgencyInformationPanel({ agencyId }: { agencyId: number }) {
  const details = useQuery(agencyDetailsQuery(agencyId));
  const mayEdit = useCapability('updateAgencyAddress');
  const [editing, setEditing] = useState(false);
  if (details.isPending) return <LoadingState label={loadingLabels.agency} />;
  if (!details.data) return <ErrorAlert>{details.error?.message}</ErrorAlert>;
  const agency = details.data;
  const segment = agency.companySegment[0];
  return (
    <div className="grid gap-6 text-sm md:grid-cols-2">
      <div>
        <h3 className="mb-1 font-semibold text-slate-900">{profileTexts.accountAddress}</h3>
        <address className="leading-snug text-slate-700 not-italic">
          <span className="font-medium text-slate-900">{agency.agencyName}</span>
          <span className="block">{formatStatCode(agency.statId, agency.isOwnerMaster)}</span>
          <span className="block">{agency.addressLine1}</span>
          {agency.addressLine2 && <span className="block">{agency.addressLine2}</span>}
          <span className="block">
            {agency.city}, {agency.state} {agency.postalCode}
          </span>
          <span className="block">{formatPhone(agency.phone)}</span>
        </address>
      </div>
      {segment && (
        <div>
          <h3 className="mb-1 font-semibold text-slate-900">{profileTexts.companyAddress}</h3>
          {editing ? (
            <AgencyAddressEditor agencyId={agencyId} segment={segment} onDone={() => setEditing(false)} />
          ) : (
            <>
              <address className="leading-snug text-slate-700 not-italic">
                <span className="font-medium text-slate-900">{segment.companyName}</span>
                <span className="block">{segment.addressLine1}</span>
                {segment.addressLine2 && <span className="block">{segment.addressLine2}</span>}
                <span className="block">
                  {segment.city}, {segment.state} {segment.postalCode}
                </span>
                <span className="block">{formatPhone(segment.phoneNumber)}</span>
                {segment.email && <span className="block">{segment.email}</span>}
              </address>
              {mayEdit ? (
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => setEditing(true)}>
                  {profileTexts.editAgencyAddress}
                </Button>
              ) : (
                <p className="mt-2 text-slate-600">{notices.contactTerritoryManager}</p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

function AgencyAddressEditor({
  agencyId,
  segment,
  onDone,
}: {
  agencyId: number;
  segment: CompanySegmentAddress;
  onDone: () => void;
}) {
  const update = useUpdateAgencyAddress(agencyId);
  const form = useForm<AgencyAddressForm>({
    resolver: formResolver(AgencyAddressForm),
    mode: 'onChange',
    defaultValues: {
      companyName: segment.companyName,
      addressLine1: segment.addressLine1,
      addressLine2: segment.addressLine2 ?? '',
      city: segment.city,
      state: segment.state,
      postalCode: segment.postalCode,
      phoneNumber: segment.phoneNumber,
      email: segment.email ?? '',
    },
  });
  const { errors, isValid } = form.formState;
  // The phone is reformatted 3-3-4 as it is typed (spec 1 §5).
  const phone = form.register('phoneNumber', {
    onChange: (event) =>
      form.setValue('phoneNumber', formatPhone(event.target.value), { shouldValidate: true }),
  });
  return (
    <form
      aria-label={profileTexts.editAgencyAddress}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: onDone,
          onError: () => showToast(toasts.agencyAddressUpdateFailed, 'error'),
        }),
      )}
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50/40 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={labels.agencyName}
          required
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          label={fieldLabels.phone}
          required
          maxLength={AGENCY_PHONE_MAX}
          error={errors.phoneNumber?.message}
          {...phone}
        />
        <AddressFields form={form} required={false} stateInput="text" />
        <TextField
          label={fieldLabels.email}
          type="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={!isValid} loading={update.isPending}>
          {profileTexts.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {profileTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
