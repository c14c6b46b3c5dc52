import { fieldLabels, labels, profileTexts } from '@msc/shared/messages';
import { type ShippingAddress, ShippingAddressForm } from '@msc/shared/model/address';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { AddressFields } from '#ui/address-fields';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { useSaveAddress } from './api/address-queries';

const blank: ShippingAddressForm = {
  addressee: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
  phoneNumber: '',
  email: '',
};

const formOf = (address: ShippingAddress): ShippingAddressForm => ({
  ...blank,
  ...Object.fromEntries(
    Object.entries(address).filter(([key, value]) => value !== undefined && key in ShippingAddressForm.shape),
  ),
});

/**
 * Create (no address: heading 'New Shipping Address') or edit a shipping address; Save is disabled while
 * the form is invalid (spec 1 §5).
 */
export function AddressForm({ address, onDone }: { address?: ShippingAddress; onDone: () => void }) {
  const save = useSaveAddress();
  const form = useForm<ShippingAddressForm>({
    resolver: formResolver(ShippingAddressForm),
    mode: 'onChange',
    defaultValues: address ? formOf(address) : blank,
  });
  const { errors, isValid } = form.formState;
  const title = address ? profileTexts.editShippingAddress : labels.newShippingAddress;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate({ id: address?.id, form: values }, { onSuccess: onDone, onError: showApiErrorToast }),
      )}
      className="space-y-4 rounded-lg border border-blue-200 bg-blue-50/40 p-4"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={fieldLabels.addressee}
          required
          error={errors.addressee?.message}
          {...form.register('addressee')}
        />
        <TextField
          label={fieldLabels.companyName}
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <AddressFields form={form} />
        <TextField
          label={fieldLabels.phone}
          error={errors.phoneNumber?.message}
          {...form.register('phoneNumber')}
        />
      </div>
      {!address && (
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4 accent-blue-700" {...form.register('isDefault')} />
          {profileTexts.makeDefault}
        </label>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={!isValid} loading={save.isPending}>
          {profileTexts.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {profileTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
