import { errors, validation } from '@msc/shared/messages';
import { isLicenseNumberRequiredIn, PersonalizationForm } from '@msc/shared/model/personalization';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '#lib/form-resolver';
import { PersonalizationFields } from './personalization-fields';

const filled: PersonalizationForm = {
  agencyName: 'Harbor Point Insurance',
  licenseNumber: '',
  agentFirstName: 'Rowan',
  agentLastName: 'Ellery',
  agentPhone: '555-201-3344',
  agentEmail: 'rowan@harbor.test',
  addressLine1: '9 Quay Street',
  addressLine2: '',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
};

/** The fields under the editor's form, as the pages hold it (the license rule follows the state). */
function Editor({ defaults }: { defaults: PersonalizationForm }) {
  const form = useForm<PersonalizationForm>({
    resolver: formResolver(PersonalizationForm),
    mode: 'onChange',
    defaultValues: defaults,
  });
  return (
    <PersonalizationFields
      form={form}
      licenseRequired={isLicenseNumberRequiredIn(form.watch('state') ?? '')}
    />
  );
}

describe('the agency and agent fields', () => {
  it('open on a stored CA address without an error, and ask for the license when a state that needs one is chosen', async () => {
    const user = userEvent.setup();
    render(<Editor defaults={filled} />);
    const state = screen.getByLabelText(/^State/);
    // Nothing chosen yet: no field shows an error once the form has settled, as every untouched field.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(validation.licenseNumberRequired)).not.toBeInTheDocument();
    await user.selectOptions(state, 'AR');
    expect(await screen.findByText(validation.licenseNumberRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(/^License Number/)).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(state, 'TX');
    await expect.poll(() => screen.queryByText(validation.licenseNumberRequired)).toBeNull();
  });

  it("show a field's error as it is typed, though the form's own renders leave the fields alone", async () => {
    const user = userEvent.setup();
    render(<Editor defaults={{ ...filled, state: 'TX' }} />);
    await user.clear(screen.getByLabelText(/^Agent Email/));
    await user.type(screen.getByLabelText(/^Agent Email/), 'rowan');
    expect(await screen.findByText(errors.invalidEmail)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^City/));
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
  });
});
