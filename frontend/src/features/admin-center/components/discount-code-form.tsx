import {
  type AdminDiscountCode,
  DISCOUNT_TYPE_LABELS,
  DISCOUNT_TYPES,
  DiscountCodeTermsInput,
  NewDiscountCode,
} from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import { centsToDollars, dollarsToCents } from '@msc/shared/rules/money-input';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ApiRequestError } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';

const texts = adminTexts.discountCodes;

interface FormValues {
  code: string;
  name: string;
  description: string;
  discountType: AdminDiscountCode['discountType'];
  value: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerAgency: string;
}

const count = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** What people type (dollars, blanks for no cap) as the contract's terms; its rules and messages decide. */
function toTerms(values: FormValues) {
  const value =
    values.discountType === 'amount'
      ? (dollarsToCents(values.value) ?? 0)
      : values.discountType === 'percent'
        ? Number.isInteger(Number(values.value)) && values.value.trim() !== ''
          ? Number(values.value)
          : 0
        : 0;
  return {
    ...values,
    description: values.description.trim() || undefined,
    value,
    maxUses: count(values.maxUses),
    maxUsesPerAgency: count(values.maxUsesPerAgency),
  };
}

const NewCodeForm = z.preprocess((values) => toTerms(values as FormValues), NewDiscountCode);
const TermsForm = z.preprocess((values) => toTerms(values as FormValues), DiscountCodeTermsInput);

function defaults(code?: AdminDiscountCode): FormValues {
  const value = !code ? '' : code.discountType === 'amount' ? centsToDollars(code.value) : String(code.value);
  return {
    code: code?.code ?? '',
    name: code?.name ?? '',
    description: code?.description ?? '',
    discountType: code?.discountType ?? 'percent',
    value: code?.discountType === 'freeMailing' ? '' : value,
    validFrom: code?.validFrom ?? '',
    validTo: code?.validTo ?? '',
    maxUses: code?.maxUses?.toString() ?? '',
    maxUsesPerAgency: code?.maxUsesPerAgency?.toString() ?? '',
  };
}

export interface DiscountCodeFormProps {
  /** The code being edited; none for a new one. */
  existing?: AdminDiscountCode;
  pending: boolean;
  onSubmit: (terms: NewDiscountCode) => Promise<unknown>;
  onCancel: () => void;
}

export function DiscountCodeForm({ existing, pending, onSubmit, onCancel }: DiscountCodeFormProps) {
  const form = useForm<FormValues, unknown, NewDiscountCode>({
    resolver: formResolver((existing ? TermsForm : NewCodeForm) as never) as never,
    defaultValues: defaults(existing),
  });
  const errors = form.formState.errors;
  const type = form.watch('discountType');
  const submit = form.handleSubmit((terms) =>
    onSubmit({ ...terms, code: existing?.code ?? terms.code }).catch((error: unknown) => {
      if (!(error instanceof ApiRequestError) || (error.status !== 409 && !error.fieldErrors))
        return showApiErrorToast(error);
      if (error.status === 409) form.setError('code', { message: error.message });
      for (const [field, messages] of Object.entries(error.fieldErrors ?? {}))
        form.setError(field as keyof FormValues, { message: messages[0] });
    }),
  );
  return (
    <form
      noValidate
      aria-label={existing ? `${texts.edit} ${existing.code}` : texts.create}
      onSubmit={submit}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.fields.code}
          required
          disabled={Boolean(existing)}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <TextField
          label={texts.fields.name}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label={texts.fields.type}
          options={DISCOUNT_TYPES.map((value) => ({ value, label: DISCOUNT_TYPE_LABELS[value] }))}
          {...form.register('discountType')}
        />
        {type !== 'freeMailing' && (
          <TextField
            label={type === 'percent' ? texts.fields.percentOff : texts.fields.amountOff}
            required
            inputMode="decimal"
            error={errors.value?.message}
            {...form.register('value')}
          />
        )}
        <TextField
          label={texts.fields.validFrom}
          type="date"
          required
          error={errors.validFrom?.message}
          {...form.register('validFrom')}
        />
        <TextField
          label={texts.fields.validTo}
          type="date"
          required
          error={errors.validTo?.message}
          {...form.register('validTo')}
        />
        <TextField
          label={texts.fields.maxUses}
          inputMode="numeric"
          hint={texts.fields.noCapHint}
          error={errors.maxUses?.message}
          {...form.register('maxUses')}
        />
        <TextField
          label={texts.fields.maxUsesPerAgency}
          inputMode="numeric"
          hint={texts.fields.noCapHint}
          error={errors.maxUsesPerAgency?.message}
          {...form.register('maxUsesPerAgency')}
        />
        <TextField
          label={texts.fields.description}
          className="sm:col-span-2"
          error={errors.description?.message}
          {...form.register('description')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {texts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
