import { US_STATES } from '@msc/shared/model/enum-values';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface PostalAddress {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state?: string;
  postalCode: string;
}

/**
 * Address Line 1 and 2, City, State and ZIP Code of any address form (ship-to, shipping address, contact):
 * one layout, the form's own schema gives the rules and messages.
 */
export function PostalAddressFields<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  const errors = form.formState.errors as FieldErrors<PostalAddress>;
  const field = (name: keyof PostalAddress) => form.register(name as Path<T>);
  return (
    <>
      <TextField
        label="Address Line 1"
        required
        autoComplete="address-line1"
        error={errors.addressLine1?.message}
        {...field('addressLine1')}
      />
      <TextField
        label="Address Line 2"
        autoComplete="address-line2"
        error={errors.addressLine2?.message}
        {...field('addressLine2')}
      />
      <TextField label="City" required error={errors.city?.message} {...field('city')} />
      <SelectField
        label="State"
        placeholder="State"
        required
        options={US_STATES.map((state) => ({ value: state, label: state }))}
        error={errors.state?.message}
        {...field('state')}
      />
      <TextField
        label="ZIP Code"
        required
        autoComplete="postal-code"
        error={errors.postalCode?.message}
        {...field('postalCode')}
      />
    </>
  );
}
