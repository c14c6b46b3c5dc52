import { api } from '@msc/shared/api';
import { notices, pageLabels } from '@msc/shared/messages';
import { EmailOptOutForm } from '@msc/shared/model/opt-out';
import { isOptOutButtonDisabled } from '@msc/shared/rules/opt-out';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { links } from '#lib/paths';
import { Button } from '#ui/button';
import { useDocumentTitle } from '#ui/page-title';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';

/**
 * /EmailOptOut and /OptOutEmail (spec 2 §2, §5): signed out, one email field; the opt-out call, then the
 * acknowledgement page. The address from the link (e) only fills the field; nothing is looked up. The call
 * mails the address a link to confirm (so no one opts out others): the acknowledgement says so.
 */
export default function EmailOptOutPage() {
  useDocumentTitle('Email Opt-Out');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const form = useForm<EmailOptOutForm>({
    resolver: formResolver(EmailOptOutForm),
    defaultValues: { email: search.get('e') ?? '' },
    mode: 'onChange',
  });
  const optOut = useMutation({
    mutationFn: (values: EmailOptOutForm) => call(api.optOut.optOut, { body: values }),
    onSuccess: ({ acknowledgementId }) =>
      navigate(links.optOutAcknowledge(acknowledgementId), { state: { confirmationSent: true } }),
    onError: showApiErrorToast,
  });
  const email = form.watch('email');
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Email Opt-Out</h1>
      <p className="mt-2 text-slate-700">{notices.optOutIntro}</p>
      <form
        noValidate
        className="mt-6 space-y-4"
        onSubmit={form.handleSubmit((values) => optOut.mutate(values))}
      >
        <TextField
          label={pageLabels.emailAddress}
          type="email"
          autoComplete="email"
          required
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={optOut.isPending} disabled={isOptOutButtonDisabled(email)}>
          Opt Out
        </Button>
      </form>
    </div>
  );
}
