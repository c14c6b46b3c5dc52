import { type AdminProduct, AdminProductInput } from '@msc/shared/api/admin';
import { adminTexts } from '@msc/shared/messages';
import {
  DeliveryType,
  PERSONALIZATION_TEMPLATES,
  PROGRAM_TYPES,
  UNITS_OF_MEASURE,
} from '@msc/shared/model/enum-values';
import { centsToDollars, dollarsToCents } from '@msc/shared/rules/money-input';
import { PROGRAM_TYPE_LABELS } from '@msc/shared/rules/product-filters';
import { type ReactNode, useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import * as z from 'zod';
import { ApiRequestError } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { Button } from '#ui/button';
import { SelectField } from '#ui/select-field';
import { TextAreaField } from '#ui/text-area-field';
import { TextField } from '#ui/text-field';
import { AssetImageField } from './asset-image-field';

const texts = adminTexts.products;
const shape = AdminProductInput.shape;

/** "a, b , c" → ['a', 'b', 'c']. */
const commaList = z.string().transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** An empty field: the optional value left out. */
const blankAsNone = z.string().transform((text) => text.trim() || undefined);

/**
 * The editor's form over the contract's own schema: only what people type differs (dollars for cents,
 * comma lists for lists); every rule and message is the server's.
 */
const ProductForm = AdminProductInput.extend({
  unitPrice: z
    .string()
    .transform((text, issues) => {
      const cents = dollarsToCents(text);
      if (cents === undefined) issues.addIssue({ code: 'custom', message: texts.unitPriceInvalid });
      return cents ?? 0;
    })
    .pipe(shape.unitPrice),
  quantityPerUnit: z.coerce.number().pipe(shape.quantityPerUnit.unwrap()),
  deliveryType: z.coerce.number().pipe(shape.deliveryType),
  restriction: z
    .string()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(shape.restriction),
  programTypes: z.preprocess(
    (value) => (Array.isArray(value) ? value : value ? [value] : []),
    shape.programTypes,
  ),
  productTypes: commaList.pipe(shape.productTypes.unwrap()),
  tags: commaList.pipe(shape.tags.unwrap()),
  availabilityStates: commaList
    .transform((states) => states.map((state) => state.toUpperCase()))
    .pipe(shape.availabilityStates.unwrap()),
  limitAvailable: blankAsNone
    .transform((text) => (text === undefined ? undefined : Number(text)))
    .pipe(shape.limitAvailable),
  imageKey: blankAsNone.pipe(shape.imageKey),
  personalizationTemplate: blankAsNone.pipe(shape.personalizationTemplate),
});
type FormValues = z.input<typeof ProductForm>;
export type ProductFormApi = UseFormReturn<FormValues, unknown, AdminProductInput>;

/** A list field's message: on the list, or on its first bad entry. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Object.values(error).map(firstMessage).find(Boolean);
}

const FLAGS = [
  ['canAddToCart', 'Can add to cart'],
  ['isPersonalizable', 'Personalizable'],
  ['isDownloadble', 'Downloadable'],
  ['isCustomizeDownloadble', 'Customize downloadable'],
  ['isExpressOrderingAllowed', 'Express ordering allowed'],
  ['isIgniteEligible', 'Ignite eligible'],
  ['isRequireShipping', 'Requires shipping'],
  ['isKitItem', 'Kit'],
  ['isEmail', 'Email'],
  ['isSubscription', 'Subscription'],
  ['isWelcomeKit', 'Welcome kit'],
  ['requiresApproval', texts.requiresApproval],
] as const;

const DELIVERY_OPTIONS = Object.entries(DeliveryType).map(([label, value]) => ({
  value: String(value),
  label,
}));

function defaults(product?: AdminProduct): FormValues {
  return {
    name: product?.name ?? '',
    itemNumber: product?.itemNumber ?? '',
    description: product?.description ?? '',
    unitPrice: product ? centsToDollars(product.unitPrice) : '',
    unitOfMeasure: product?.unitOfMeasure ?? 'EA',
    quantityPerUnit: String(product?.quantityPerUnit ?? 1),
    restriction: product?.restriction ?? '',
    deliveryType: String(product?.deliveryType ?? DeliveryType.PHYSICAL),
    ...Object.fromEntries(FLAGS.map(([name]) => [name, product?.[name] ?? name === 'canAddToCart'])),
    programTypes: product?.programTypes ?? [],
    productTypes: product?.productTypes.join(', ') ?? '',
    productFormat: product?.productFormat ?? '',
    productCategory: product?.productCategory ?? '',
    tags: product?.tags.join(', ') ?? '',
    availabilityStates: product?.availabilityStates.join(', ') ?? '',
    limitAvailable: product?.limitAvailable === undefined ? '' : String(product.limitAvailable),
    limitText: product?.limitText ?? '',
    imageKey: product?.imageKey ?? '',
    personalizationTemplate: product?.personalizationTemplate ?? '',
  } as FormValues;
}

/** The server's field errors (400) and the item number conflict (409) shown on their fields. */
export function showServerErrors(form: ProductFormApi, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  if (error.status === 409) {
    form.setError('itemNumber', { message: error.message });
    return true;
  }
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {}))
    form.setError(field as keyof FormValues, { message: messages[0] });
  return Boolean(error.fieldErrors);
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
    </fieldset>
  );
}

export interface ProductFormProps {
  product?: AdminProduct;
  pending: boolean;
  onSubmit: (input: AdminProductInput, form: ProductFormApi) => void;
  onCancel: () => void;
  /** Retire or delete, for a saved product. */
  extraActions?: ReactNode;
}

export function ProductFormView({ product, pending, onSubmit, onCancel, extraActions }: ProductFormProps) {
  const form = useForm<FormValues, unknown, AdminProductInput>({
    resolver: formResolver(ProductForm),
    defaultValues: defaults(product),
  });
  const errors = form.formState.errors;
  const id = useId();
  const [thumbnailUrl, setThumbnailUrl] = useState(product?.thumbnailUrl);
  const personalizable = form.watch('isPersonalizable');
  return (
    <form
      noValidate
      aria-label={product ? `${texts.edit} ${product.itemNumber}` : texts.create}
      onSubmit={form.handleSubmit((input) =>
        // The template belongs to a personalizable product only.
        onSubmit(input.isPersonalizable ? input : { ...input, personalizationTemplate: undefined }, form),
      )}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={texts.fields.name}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={texts.fields.itemNumber}
          required
          error={errors.itemNumber?.message}
          {...form.register('itemNumber')}
        />
        <TextField
          label={texts.fields.unitPrice}
          required
          inputMode="decimal"
          error={errors.unitPrice?.message}
          {...form.register('unitPrice')}
        />
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={texts.fields.unitOfMeasure}
            options={UNITS_OF_MEASURE.map((unit) => ({ value: unit, label: unit }))}
            {...form.register('unitOfMeasure')}
          />
          <TextField
            label={texts.fields.quantityPerUnit}
            inputMode="numeric"
            error={errors.quantityPerUnit?.message}
            {...form.register('quantityPerUnit')}
          />
        </div>
        <SelectField
          label={texts.fields.deliveryType}
          options={DELIVERY_OPTIONS}
          {...form.register('deliveryType')}
        />
        <SelectField
          label={texts.fields.restriction}
          placeholder={texts.fields.noRestriction}
          options={[
            { value: 'NotForMA', label: texts.fields.notForMA },
            { value: 'NotForCO', label: texts.fields.notForCO },
          ]}
          {...form.register('restriction')}
        />
        <TextField
          label={texts.fields.productFormat}
          required
          error={errors.productFormat?.message}
          {...form.register('productFormat')}
        />
        <TextField
          label={texts.fields.productCategory}
          required
          error={errors.productCategory?.message}
          {...form.register('productCategory')}
        />
        <TextField
          label={texts.fields.productTypes}
          hint={texts.fields.commaSeparated}
          error={firstMessage(errors.productTypes)}
          {...form.register('productTypes')}
        />
        <TextField
          label={texts.fields.tags}
          hint={texts.fields.commaSeparated}
          error={firstMessage(errors.tags)}
          {...form.register('tags')}
        />
        <TextField
          label={texts.fields.availabilityStates}
          hint={texts.fields.everyStateWhenEmpty}
          error={firstMessage(errors.availabilityStates)}
          {...form.register('availabilityStates')}
        />
        <TextField
          label={texts.limit}
          hint={texts.limitHint}
          inputMode="numeric"
          error={errors.limitAvailable?.message}
          {...form.register('limitAvailable')}
        />
        <TextField
          label={texts.limitText}
          hint={texts.limitTextHint}
          error={errors.limitText?.message}
          {...form.register('limitText')}
        />
        <AssetImageField
          kind="product"
          label={texts.image}
          thumbnailUrl={thumbnailUrl}
          error={errors.imageKey?.message}
          onChange={(image) => {
            form.setValue('imageKey', image?.imageKey ?? '', { shouldDirty: true, shouldValidate: true });
            setThumbnailUrl(image?.thumbnailUrl);
          }}
        />
      </div>
      <TextAreaField
        label={texts.fields.description}
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Fieldset legend={texts.flags}>
        {FLAGS.map(([name, label]) => (
          <label key={name} className="inline-flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" {...form.register(name)} />
            {label}
          </label>
        ))}
      </Fieldset>
      {personalizable && (
        <SelectField
          label={texts.template}
          placeholder={texts.templateAutomatic}
          options={PERSONALIZATION_TEMPLATES.map((kind) => ({
            value: kind,
            label: texts.templateLabels[kind],
          }))}
          {...form.register('personalizationTemplate')}
        />
      )}
      <div>
        <Fieldset legend={texts.types}>
          {PROGRAM_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={type}
                className="h-4 w-4"
                aria-describedby={errors.programTypes ? `${id}-programs` : undefined}
                {...form.register('programTypes')}
              />
              {PROGRAM_TYPE_LABELS[type]}
            </label>
          ))}
        </Fieldset>
        {errors.programTypes && (
          <p id={`${id}-programs`} className="mt-1 text-sm text-red-700">
            {errors.programTypes.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {texts.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {texts.cancel}
        </Button>
        {extraActions}
      </div>
    </form>
  );
}
