import {
  type AdminAnnouncement,
  type AdminBanner,
  AnnouncementInput,
  BannerInput,
} from '@msc/shared/api/admin-content';
import { contentTexts } from '@msc/shared/messages';
import { ALL_ROLES } from '@msc/shared/rules/roles';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import * as z from 'zod';
import { ApiRequestError } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { TextAreaField } from '#ui/text-area-field';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { AssetImageField } from './asset-image-field';

const texts = contentTexts;

/** The server's field errors on the form's fields; any other failure as the API's toast. */
function showServerErrors<V extends FieldValues>(form: UseFormReturn<V, unknown, never>, error: unknown) {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return showApiErrorToast(error);
  for (const [field, messages] of Object.entries(error.fieldErrors))
    form.setError(field as Path<V>, { message: messages[0] });
}

function Actions({ pending, save, onCancel }: { pending: boolean; save: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" loading={pending}>
        {save}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {texts.announcements.cancel}
      </Button>
    </div>
  );
}

function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {hint && <p className="mb-2 text-sm text-slate-600">{hint}</p>}
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
    </fieldset>
  );
}

interface AnnouncementValues {
  title: string;
  body: string;
  startDate: string;
  endDate: string;
  audienceRoles: string[];
}

export interface ContentFormProps<Row, Input> {
  existing?: Row;
  pending: boolean;
  onSubmit: (input: Input) => Promise<unknown>;
  onCancel: () => void;
}

export function AnnouncementForm({
  existing,
  pending,
  onSubmit,
  onCancel,
}: ContentFormProps<AdminAnnouncement, AnnouncementInput>) {
  const form = useForm<AnnouncementValues, unknown, AnnouncementInput>({
    resolver: formResolver(AnnouncementInput as never) as never,
    defaultValues: {
      title: existing?.title ?? '',
      body: existing?.body ?? '',
      startDate: existing?.startDate ?? '',
      endDate: existing?.endDate ?? '',
      audienceRoles: existing?.audienceRoles ?? [],
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) => showServerErrors(form as never, error)),
  );
  const a = texts.announcements;
  return (
    <form
      noValidate
      aria-label={existing ? `${a.edit} ${existing.title}` : a.create}
      onSubmit={submit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={a.titleLabel}
          required
          className="sm:col-span-2"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            label={a.bodyLabel}
            required
            rows={5}
            error={errors.body?.message}
            {...form.register('body')}
          />
        </div>
        <TextField
          label={texts.startDate}
          type="date"
          required
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        <TextField
          label={texts.endDate}
          type="date"
          hint="Empty: no last day."
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
        <Fieldset legend={a.audience} hint={a.audienceHint}>
          {ALL_ROLES.map((role) => (
            <label key={role} className="inline-flex items-center gap-2 text-sm">
              <input type="checkbox" value={role} className="h-4 w-4" {...form.register('audienceRoles')} />
              {role}
            </label>
          ))}
        </Fieldset>
      </div>
      <Actions pending={pending} save={a.save} onCancel={onCancel} />
    </form>
  );
}

interface BannerValues {
  name: string;
  imageKey: string;
  linkUrl: string;
  altText: string;
  sortOrder: string;
  isActive: boolean;
  startDate: string;
  endDate: string;
}

/** What people type (the order as text, blanks for none) as the contract's banner; its rules decide. */
const BannerForm_ = z.preprocess((values) => {
  const typed = values as BannerValues;
  const order = typed.sortOrder.trim();
  return {
    ...typed,
    altText: typed.altText.trim() || undefined,
    sortOrder: order === '' || Number.isNaN(Number(order)) ? -1 : Number(order),
  };
}, BannerInput);

export function BannerForm({
  existing,
  pending,
  onSubmit,
  onCancel,
}: ContentFormProps<AdminBanner, BannerInput>) {
  const form = useForm<BannerValues, unknown, BannerInput>({
    resolver: formResolver(BannerForm_ as never) as never,
    defaultValues: {
      name: existing?.name ?? '',
      imageKey: existing?.imageKey ?? '',
      linkUrl: existing?.linkUrl ?? '',
      altText: existing?.altText ?? '',
      sortOrder: existing ? String(existing.sortOrder) : '',
      isActive: existing?.isActive ?? true,
      startDate: existing?.startDate ?? '',
      endDate: existing?.endDate ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) => showServerErrors(form as never, error)),
  );
  const b = texts.banners;
  const [imageUrl, setImageUrl] = useState(existing?.imageUrl);
  return (
    <form
      noValidate
      aria-label={existing ? `${b.edit} ${existing.name}` : b.create}
      onSubmit={submit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={b.nameLabel} required error={errors.name?.message} {...form.register('name')} />
        <AssetImageField
          kind="banner"
          label={b.imageLabel}
          thumbnailUrl={imageUrl}
          error={errors.imageKey?.message}
          onChange={(image) => {
            form.setValue('imageKey', image?.imageKey ?? '', { shouldDirty: true, shouldValidate: true });
            setImageUrl(image?.thumbnailUrl);
          }}
        />
        <TextField label={b.linkLabel} error={errors.linkUrl?.message} {...form.register('linkUrl')} />
        <TextField label={b.altLabel} error={errors.altText?.message} {...form.register('altText')} />
        <TextField
          label={b.orderLabel}
          required
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register('sortOrder')}
        />
        <label className="inline-flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...form.register('isActive')} />
          {b.activeLabel}
        </label>
        <TextField
          label={texts.startDate}
          type="date"
          hint="Empty: from now."
          error={errors.startDate?.message}
          {...form.register('startDate')}
        />
        <TextField
          label={texts.endDate}
          type="date"
          hint="Empty: no last day."
          error={errors.endDate?.message}
          {...form.register('endDate')}
        />
      </div>
      <Actions pending={pending} save={b.save} onCancel={onCancel} />
    </form>
  );
}
