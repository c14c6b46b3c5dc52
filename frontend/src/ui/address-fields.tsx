import { US_STATES } from '@msc/shared/model/enum-values';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { SelectField } from './select-field';
import { TextField } from './text-field';

interface PostalAddress {
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state?: string;
  postalCode: string;
}

export interface AddressFieldsOptions<T extends FieldValues = FieldValues> {
  /** Marks Address Line 1, City, State and ZIP Code required (the default); the form's schema decides. */
  required?: boolean;
  /** The ZIP Code field (the default); a card's billing address has none. */
  postalCode?: boolean;
  /** State as the list of US states (the default) or as a two-letter text box. */
  stateInput?: 'select' | 'text';
  /** Fields whose rule depends on the state, checked again when the user changes it (react-hook-form's deps). */
  checkWithState?: Path<T>[];
}

/**
 * Address Line 1 and 2, City, State and ZIP Code of any address form (ship-to, shipping address, contact,
 * billing address, agency address): one layout, the form's own schema gives the rules and messages.
 */
export function AddressFields<T extends FieldValues>({
  form,
  required = true,
  postalCode = true,
  stateInput = 'select',
  checkWithState,
}: { form: UseFormReturn<T> } & AddressFieldsOptions<T>) {
  // Its own subscription to the errors: a form may skip re-rendering its fields when nothing of theirs changed.
  const errors = useFormState({ control: form.control }).errors as FieldErrors<PostalAddress>;
  const field = (name: keyof PostalAddress) =>
    form.register(name as Path<T>, name === 'state' && checkWithState ? { deps: checkWithState } : undefined);
  return (
    <>
      <TextField
        label="Address Line 1"
        required={required}
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
      <TextField label="City" required={required} error={errors.city?.message} {...field('city')} />
      {stateInput === 'select' ? (
        <SelectField
          label="State"
          placeholder="State"
          required={required}
          options={US_STATES.map((state) => ({ value: state, label: state }))}
          error={errors.state?.message}
          {...field('state')}
        />
      ) : (
        <TextField
          label="State"
          maxLength={2}
          required={required}
          error={errors.state?.message}
          {...field('state')}
        />
      )}
      {postalCode && (
        <TextField
          label="ZIP Code"
          required={required}
          autoComplete="postal-code"
          error={errors.postalCode?.message}
          {...field('postalCode')}
        />
      )}
    </>
  );
}
