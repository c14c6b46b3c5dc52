import { personalizationTexts as texts } from '@msc/shared/messages';
import { PERSONALIZATION_MAX, type PersonalizationForm } from '@msc/shared/model/personalization';
import { memo } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { AddressFields } from '#ui/address-fields';
import { TextField } from '#ui/text-field';

/**
 * The agency and agent fields of step 1 with the spec's maxima (spec 2 §5). Memoized, with their own
 * subscription to the errors: the form's renders for its own state (ready, valid, a
 * keystroke's proof check) leave the fields alone, and a phone paints the page a render sooner.
 */
export const PersonalizationFields = memo(function PersonalizationFields({
  form,
  licenseRequired,
}: {
  form: UseFormReturn<PersonalizationForm>;
  licenseRequired: boolean;
}) {
  const { errors } = useFormState({ control: form.control });
  const field = (name: keyof typeof texts.fields, required = true) => (
    <TextField
      label={texts.fields[name]}
      required={required}
      maxLength={PERSONALIZATION_MAX[name]}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('agencyName')}
      {field('licenseNumber', licenseRequired)}
      {field('agentFirstName')}
      {field('agentLastName')}
      <TextField
        label={texts.fields.agentPhone}
        required
        type="tel"
        autoComplete="tel"
        maxLength={PERSONALIZATION_MAX.agentPhone}
        error={errors.agentPhone?.message}
        {...form.register('agentPhone')}
      />
      <TextField
        label={texts.fields.agentEmail}
        required
        type="email"
        autoComplete="email"
        hint={texts.agentEmailHint}
        maxLength={PERSONALIZATION_MAX.agentEmail}
        error={errors.agentEmail?.message}
        {...form.register('agentEmail')}
      />
      {/* The license rule depends on the state: choosing CA or AR asks for it at once, leaving them clears
          it. The state the form opens with is not a choice: no error shows before the user touches a field. */}
      <AddressFields form={form} checkWithState={['licenseNumber']} />
    </div>
  );
});
