import { fieldLabels, shippingTexts } from '@msc/shared/messages';
import { ShipToAddressForm } from '@msc/shared/model/ship-to';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { AddressFields } from '#ui/address-fields';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';

const EMPTY: ShipToAddressForm = {
  addressee: '',
  companyName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
  shipToPhoneNumber: '',
  shipToEmail: '',
  saveAddress: false,
  saveDefault: false,
};

/**
 * A custom ship-to address (spec 1 §4 "Set ship to: custom address with saveAddress, saveDefault"). The
 * shared schema gives the messages (line 1 at most 30 characters); Save is disabled while invalid.
 */
export function CustomAddressForm({
  onSubmit,
  onCancel,
  pending,
}: {
  onSubmit: (address: ShipToAddressForm) => void;
  onCancel: () => void;
  pending: boolean;
}) {
  const form = useForm<ShipToAddressForm>({
    resolver: formResolver(ShipToAddressForm),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { errors, isValid } = form.formState;
  const saveAddress = form.watch('saveAddress');
  return (
    <form
      aria-label={shippingTexts.customAddress}
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{shippingTexts.customAddress}</h3>
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
          error={errors.shipToPhoneNumber?.message}
          {...form.register('shipToPhoneNumber')}
        />
      </div>
      <div className="space-y-2 text-sm text-slate-800">
        <label className="flex items-center gap-2">
          <input type="checkbox" className="h-4 w-4" {...form.register('saveAddress')} />
          {shippingTexts.saveAddress}
        </label>
        <label className={`flex items-center gap-2 ${saveAddress ? '' : 'text-slate-400'}`}>
          <input
            type="checkbox"
            className="h-4 w-4"
            disabled={!saveAddress}
            {...form.register('saveDefault')}
          />
          {shippingTexts.saveDefault}
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!isValid} loading={pending}>
          {shippingTexts.shipHere}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {shippingTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
