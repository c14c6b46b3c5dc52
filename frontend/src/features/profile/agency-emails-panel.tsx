import { emptyStates, fieldLabels, loadingLabels, profileTexts, toasts } from '@msc/shared/messages';
import type { AgencyEmail } from '@msc/shared/model/agency';
import { AgencyEmailForm } from '@msc/shared/model/agency-forms';
import { PROGRAM_TYPES } from '@msc/shared/model/enum-values';
import type { ProgramType } from '@msc/shared/model/enums';
import { PROGRAM_TYPE_LABELS } from '@msc/shared/rules/product-filters';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { TextField } from '#ui/text-field';
import { showToast } from '#ui/toast';
import { agencyEmailsQuery, useRemoveAgencyEmail, useSaveAgencyEmail } from './api/agency-email-queries';

const programLabel = (program: string) => PROGRAM_TYPE_LABELS[program as ProgramType] ?? program;

/** Agency email preferences of the agency in effect: add, edit (an id present), delete (spec 1 §2, §5). */
export function AgencyEmailsPanel({ agencyId }: { agencyId: number }) {
  const emails = useQuery(agencyEmailsQuery(agencyId));
  const remove = useRemoveAgencyEmail(agencyId);
  const [editing, setEditing] = useState<{ email?: AgencyEmail } | undefined>();
  if (emails.isPending) return <LoadingState label={loadingLabels.agencyEmails} />;
  return (
    <div className="space-y-4">
      {emails.data?.length === 0 && <EmptyState message={emptyStates.agencyEmails} />}
      <ul className="divide-y divide-slate-100">
        {emails.data?.map((email) => (
          <li key={email.id} className="py-3 text-sm">
            {editing?.email?.id === email.id ? (
              <AgencyEmailEditor agencyId={agencyId} email={email} onDone={() => setEditing(undefined)} />
            ) : (
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <p className="font-medium text-slate-900">{email.name}</p>
                  <p className="text-slate-700">{email.email}</p>
                  <p className="text-slate-600">{email.programs.map(programLabel).join(', ')}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${profileTexts.edit} ${email.name}`}
                    onClick={() => setEditing({ email })}
                  >
                    {profileTexts.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${profileTexts.remove} ${email.name}`}
                    loading={remove.isPending && remove.variables === email.id}
                    onClick={() =>
                      remove.mutate(email.id, {
                        onError: () => showToast(toasts.agencyEmailSaveFailed, 'error'),
                      })
                    }
                  >
                    {profileTexts.remove}
                  </Button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      {editing && !editing.email ? (
        <AgencyEmailEditor agencyId={agencyId} onDone={() => setEditing(undefined)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing({})}>
          {profileTexts.addAgencyEmail}
        </Button>
      )}
    </div>
  );
}

function AgencyEmailEditor({
  agencyId,
  email,
  onDone,
}: {
  agencyId: number;
  email?: AgencyEmail;
  onDone: () => void;
}) {
  const save = useSaveAgencyEmail(agencyId);
  const form = useForm<AgencyEmailForm>({
    resolver: formResolver(AgencyEmailForm),
    mode: 'onChange',
    defaultValues: {
      name: email?.name ?? '',
      email: email?.email ?? '',
      programs: (email?.programs ?? []).filter((program): program is ProgramType =>
        (PROGRAM_TYPES as readonly string[]).includes(program),
      ),
    },
  });
  const { errors, isValid } = form.formState;
  const title = email ? profileTexts.editAgencyEmail : profileTexts.addAgencyEmail;
  return (
    <form
      aria-label={title}
      noValidate
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { id: email?.id, form: values },
          { onSuccess: onDone, onError: () => showToast(toasts.agencyEmailSaveFailed, 'error') },
        ),
      )}
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50/40 p-4"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={fieldLabels.name}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={fieldLabels.email}
          type="email"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{profileTexts.programs}</legend>
        <div className="grid gap-1 sm:grid-cols-3">
          {PROGRAM_TYPES.map((program) => (
            <label key={program} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                value={program}
                className="h-4 w-4 accent-blue-700"
                {...form.register('programs')}
              />
              {programLabel(program)}
            </label>
          ))}
        </div>
        {errors.programs && <p className="mt-1 text-xs text-red-700">{errors.programs.message}</p>}
      </fieldset>
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
