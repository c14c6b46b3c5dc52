import type { PaymentSetup } from '@msc/shared/api/checkout';
import { ErrorCode } from '@msc/shared/api/error-codes';
import { now } from '@msc/shared/clock';
import { cardFormTexts, toasts, validation } from '@msc/shared/messages';
import { BillingForm, type PaymentMethod } from '@msc/shared/model/payment';
import { withCountry } from '@msc/shared/rules/address-rules';
import { expiryYearChoices } from '@msc/shared/rules/payment-cards';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { ApiRequestError } from '#lib/api-client';
import { formResolver } from '#lib/form-resolver';
import { AddressFields } from '#ui/address-fields';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { SelectField } from '#ui/select-field';
import { TextField } from '#ui/text-field';
import { showToast } from '#ui/toast';
import { paymentSetupQuery, useAddCard } from '../api/checkout-queries';
import { CardProviderError, createLocalPaymentMethod } from '../local-card';
import { type StripeCardState as StripeCard, StripeCardField } from './stripe-card-field';

/** The card fields go to the payment provider only; the billing form is what our API receives. */
const AddCardForm = BillingForm.extend({
  cardNumber: z.string().trim().min(1, validation.required).max(23, validation.tooLong(23)),
  expMonth: z.string().min(1, validation.required),
  expYear: z.string().min(1, validation.required),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, validation.required),
});
type AddCardValues = z.input<typeof AddCardForm>;

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const value = String(index + 1).padStart(2, '0');
  return { value: String(index + 1), label: value };
});

interface AddCardProps {
  onAdded: (card: PaymentMethod) => void;
  onCancel?: () => void;
}

/**
 * Spec 1 §4 add-card flow: provider payment method, attach to the customer, refresh, toast, select. How the
 * card is collected follows the server's payment setup: the local gateway's fields, or Stripe's Element.
 */
export function AddCardPanel(props: AddCardProps) {
  const setup = useQuery(paymentSetupQuery());
  if (setup.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {toasts.cardAttachFailed().message}
      </p>
    );
  }
  if (!setup.data) return <LoadingState className="py-6" />;
  return <AddCardFormBody setup={setup.data} {...props} />;
}

function AddCardFormBody({ setup, onAdded, onCancel }: AddCardProps & { setup: PaymentSetup }) {
  const stripeMode = setup.mode === 'stripe';
  const [stripeCard, setStripeCard] = useState<StripeCard | undefined>();
  const addCard = useAddCard();
  const form = useForm<AddCardValues>({
    // In Stripe mode the card fields are Stripe's: the form checks the billing address only.
    resolver: formResolver(stripeMode ? (BillingForm as unknown as typeof AddCardForm) : AddCardForm),
    mode: 'onChange',
    defaultValues: {
      name: '',
      country: 'US',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      province: '',
      isDefault: true,
      cardNumber: '',
      expMonth: '',
      expYear: '',
      cvc: '',
    },
  });
  const { errors, isValid, isSubmitting } = form.formState;
  const years = expiryYearChoices(now()).map((year) => ({ value: String(year), label: String(year) }));
  const countryField = form.register('country');
  const country = {
    ...countryField,
    // Changing the country clears state and province (spec 1 §5): the shared rule, before the new value lands.
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = withCountry(form.getValues(), 'country', event.target.value);
      form.setValue('state', next.state ?? '');
      form.setValue('province', next.province ?? '');
      return countryField.onChange(event);
    },
  };

  const submit = form.handleSubmit(async (values) => {
    let providerPaymentMethodId: string;
    let billing: z.infer<typeof BillingForm>;
    try {
      if (stripeMode) {
        billing = BillingForm.parse(values);
        providerPaymentMethodId = await createStripePaymentMethod(stripeCard, billing);
      } else {
        const { cardNumber, expMonth, expYear, cvc, ...rest } = AddCardForm.parse(values);
        billing = rest;
        providerPaymentMethodId = await createLocalPaymentMethod(
          setup,
          { cardNumber, expMonth, expYear, cvc },
          billing,
        );
      }
    } catch (error) {
      showToast(toasts.cardProviderError((error as Error).message), 'error');
      return;
    }
    try {
      const card = await addCard.mutateAsync({ ...billing, providerPaymentMethodId });
      showToast(toasts.paymentMethodSaved, 'success');
      form.reset();
      onAdded(card);
    } catch (error) {
      showToast(toasts.cardAttachFailed(providerRefusal(error)), 'error');
      // The form stays open with what was typed, but the card is entered again (or another one), and
      // nothing new is selected: the refused card was not saved.
      if (stripeMode) {
        stripeCard?.element.clear();
        setStripeCard((card) => card && { ...card, complete: false });
      } else {
        form.resetField('cardNumber');
        form.setFocus('cardNumber');
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={cardFormTexts.title} className="space-y-4">
      {stripeMode ? (
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{cardFormTexts.card}</legend>
          <StripeCardField
            publishableKey={setup.publishableKey}
            onChange={(change) => setStripeCard(change)}
          />
        </fieldset>
      ) : (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{cardFormTexts.card}</legend>
          <TextField
            label={cardFormTexts.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            className="sm:col-span-2"
            error={errors.cardNumber?.message}
            {...form.register('cardNumber')}
          />
          <SelectField
            label={cardFormTexts.expiryMonth}
            placeholder={cardFormTexts.month}
            options={MONTHS}
            required
            error={errors.expMonth?.message}
            {...form.register('expMonth')}
          />
          <SelectField
            label={cardFormTexts.expiryYear}
            placeholder={cardFormTexts.year}
            options={years}
            required
            error={errors.expYear?.message}
            {...form.register('expYear')}
          />
          <TextField
            label={cardFormTexts.cvc}
            inputMode="numeric"
            autoComplete="cc-csc"
            required
            maxLength={4}
            error={errors.cvc?.message}
            {...form.register('cvc')}
          />
        </fieldset>
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{cardFormTexts.billingAddress}</legend>
        <TextField
          label={cardFormTexts.nameOnCard}
          required
          autoComplete="cc-name"
          className="sm:col-span-2"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField label={cardFormTexts.country} maxLength={2} error={errors.country?.message} {...country} />
        <AddressFields form={form} postalCode={false} />
        <TextField
          label={cardFormTexts.province}
          error={errors.province?.message}
          {...form.register('province')}
        />
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="h-4 w-4" {...form.register('isDefault')} />
        {cardFormTexts.makeDefault}
      </label>
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {cardFormTexts.cancel}
          </Button>
        )}
        <Button
          type="submit"
          disabled={!isValid || (stripeMode && !stripeCard?.complete)}
          loading={isSubmitting}
        >
          {cardFormTexts.create}
        </Button>
      </div>
    </form>
  );
}

/**
 * Spec 1 §8: the provider's message when it refused to attach the card (our API passes it on as a
 * business-rule answer); undefined for any other failure, which shows the spec's fixed text instead.
 */
function providerRefusal(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.code === ErrorCode.businessRule
    ? error.message
    : undefined;
}

/** Stripe.js turns the Element's card into a PaymentMethod; the billing form rides along as its details. */
async function createStripePaymentMethod(
  card: StripeCard | undefined,
  billing: z.infer<typeof BillingForm>,
): Promise<string> {
  if (!card) throw new CardProviderError(toasts.cardAttachFailed().message);
  const { paymentMethod, error } = await card.stripe.createPaymentMethod({
    type: 'card',
    card: card.element,
    billing_details: {
      name: billing.name,
      address: {
        line1: billing.addressLine1,
        line2: billing.addressLine2 || undefined,
        city: billing.city,
        state: billing.state || undefined,
        country: billing.country || 'US',
      },
    },
  });
  if (!paymentMethod) throw new CardProviderError(error?.message ?? toasts.cardAttachFailed().message);
  return paymentMethod.id;
}
