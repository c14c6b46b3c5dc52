import { uploadTexts } from '@msc/shared/messages';
import type { UploadRecord } from '@msc/shared/model/upload';
import { shipToUploadSchema } from '@msc/shared/model/upload-record-schema';
import { useForm } from 'react-hook-form';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { TextField } from '#ui/text-field';
import { useEditRecord } from '../api/upload-queries';

type Values = Record<string, string>;

/**
 * Corrects one failed record with the rule the pipeline used (the schema's zod rule, as the server checks it
 * again); the server's answer replaces the record, errors and all.
 */
export function RecordEditForm({
  uploadId,
  record,
  onDone,
}: {
  uploadId: string;
  record: UploadRecord;
  onDone: () => void;
}) {
  const edit = useEditRecord(uploadId);
  const serverErrors = new Map(
    (edit.data?.record.validationErrors ?? record.validationErrors).map((error) => [
      error.field,
      error.errorMessage,
    ]),
  );
  const form = useForm<Values>({
    resolver: formResolver(shipToUploadSchema.rule as never) as never,
    defaultValues: Object.fromEntries(
      shipToUploadSchema.columns.map((column) => [column.field, record.values[column.field] ?? '']),
    ),
  });
  const submit = form.handleSubmit((values) =>
    edit.mutate(
      { recordNumber: record.recordNumber, values: shipToUploadSchema.normalize(values) },
      {
        onSuccess: ({ record: saved }) => {
          if (saved.validationErrors.length === 0) onDone();
        },
      },
    ),
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={uploadTexts.record(record.recordNumber)}
      className="space-y-3 rounded-lg border border-blue-200 bg-blue-50/40 p-4"
    >
      <h4 className="font-semibold text-slate-900">{uploadTexts.record(record.recordNumber)}</h4>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {shipToUploadSchema.columns.map((column) => (
          <TextField
            key={column.field}
            label={column.header}
            required={column.required}
            error={
              form.formState.errors[column.field]?.message ??
              (form.formState.isSubmitted ? undefined : serverErrors.get(column.header))
            }
            {...form.register(column.field)}
          />
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={edit.isPending}>
          {uploadTexts.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {uploadTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
