import { customDownloadTexts } from '@msc/shared/messages';
import { US_STATES } from '@msc/shared/model/enums';
import { isLicenseNumberRequiredIn, type PersonalizationForm } from '@msc/shared/model/personalization';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';

type TextName = Exclude<keyof PersonalizationForm, 'id' | 'imageId' | 'state' | 'province'>;

const label = customDownloadTexts.fields;

/**
 * The fields the product's template binds (spec 2 §3 personalization form, §5 maxima and the CA/AR
 * license rule): the built-in editor's form. The schema gives every rule and message.
 */
export function DownloadFormFields({ form }: { form: UseFormReturn<PersonalizationForm> }) {
  const { errors } = form.formState;
  const state = form.watch('state');
  const text = (
    name: TextName,
    options: { required?: boolean; autoComplete?: string; type?: string } = {},
  ) => (
    <TextField
      label={label[name]}
      required={options.required ?? true}
      autoComplete={options.autoComplete}
      type={options.type}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="sm:col-span-2">{text('agencyName', { autoComplete: 'organization' })}</div>
      {text('agentFirstName', { autoComplete: 'given-name' })}
      {text('agentLastName', { autoComplete: 'family-name' })}
      {text('agentPhone', { autoComplete: 'tel', type: 'tel' })}
      {text('agentEmail', { autoComplete: 'email', type: 'email' })}
      {text('addressLine1', { autoComplete: 'address-line1' })}
      {text('addressLine2', { required: false, autoComplete: 'address-line2' })}
      {text('city', { autoComplete: 'address-level2' })}
      <SelectField
        label={label.state}
        placeholder={label.state}
        required
        options={US_STATES.map((code) => ({ value: code, label: code }))}
        error={errors.state?.message}
        // The license rule reads the state: check the license again when the state changes.
        {...form.register('state', { deps: ['licenseNumber'] })}
      />
      {text('postalCode', { autoComplete: 'postal-code' })}
      {text('licenseNumber', { required: isLicenseNumberRequiredIn(state ?? '') })}
    </div>
  );
}
