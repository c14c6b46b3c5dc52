import { contactsTexts, fieldLabels } from '@msc/shared/messages';
import { type MarketingContact, MarketingContactForm } from '@msc/shared/model/contact';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { AddressFields } from '#ui/address-fields';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { TextField } from '#ui/text-field';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useSaveContact } from './api/contacts-queries';

const blank: MarketingContactForm = {
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  phoneNumber: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postalCode: '',
  countryCode: 'US',
};

/**
 * The edit form's values from the contact shown. Not its favorite flag: the star writes that on its own,
 * and a flag read before a star click still under way would be written back over it by Save.
 */
const formOf = ({ isFavorite: _, ...contact }: MarketingContact): MarketingContactForm => ({
  ...blank,
  ...Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== undefined)),
});

/** Create (no contact) or edit a contact; submit is disabled while the form is invalid (spec 1 §5). */
export function ContactFormDialog({
  contact,
  open,
  onOpenChange,
}: {
  contact?: MarketingContact;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSaveContact();
  const form = useForm<MarketingContactForm>({
    resolver: formResolver(MarketingContactForm),
    mode: 'onChange',
    values: contact ? formOf(contact) : blank,
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: contact?.id, form: values },
      {
        onSuccess: () => {
          showToast(contactsTexts.saved, 'success');
          onOpenChange(false);
        },
        onError: showApiErrorToast,
      },
    ),
  );
  const title = contact ? contactsTexts.editContact : contactsTexts.newContact;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="lg">
      <form aria-label={title} noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={fieldLabels.firstName}
            required
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={fieldLabels.lastName}
            required
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextField label={fieldLabels.title} error={errors.title?.message} {...form.register('title')} />
          <TextField
            label={fieldLabels.email}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={fieldLabels.phone}
            error={errors.phoneNumber?.message}
            {...form.register('phoneNumber')}
          />
          <AddressFields form={form} />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {contactsTexts.cancel}
          </Button>
          <Button type="submit" disabled={!isValid} loading={save.isPending}>
            {contactsTexts.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
