import type { checkoutApi, PaymentSetup } from '@msc/shared/api/checkout';
import { now } from '@msc/shared/clock';
import { apiErrors, notices, toasts } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { businessToday } from '@msc/shared/rules/business-date';
import { checkSetDefaultCard, isCardExpired } from '@msc/shared/rules/payment-cards';
import { ulid } from 'ulid';
import { businessRule, conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { LOCAL_PUBLISHABLE_KEY, PaymentRefused, paymentGateway } from './payment-gateway';
import { stripeKeys } from './payment-keys';
import {
  deletePaymentMethod,
  moveDefault,
  type PaymentMethodRecord,
  paymentMethodsOfUser,
  savePaymentMethod,
} from './payments-store';

export function toPaymentMethod(record: PaymentMethodRecord): PaymentMethod {
  return {
    id: record.paymentMethodId,
    name: record.name,
    isExpired: isCardExpired(record.expirationDate, businessToday(now())),
    isDefault: record.isDefault,
    addressLine1: record.addressLine1,
    addressLine2: record.addressLine2,
    city: record.city,
    state: record.state,
    province: record.province,
    country: record.country,
    expirationDate: record.expirationDate,
    paymentData: { cardBrand: record.cardBrand, last4: record.last4, customer: record.providerCustomerId },
  };
}

/** Newest first, as the payment panel lists them. */
async function cardsOf(userName: string): Promise<PaymentMethod[]> {
  const records = await paymentMethodsOfUser(userName);
  return records.sort((a, b) => b.paymentMethodId.localeCompare(a.paymentMethodId)).map(toPaymentMethod);
}

/** The payment-info endpoints of the checkout contract: the provider's setup and a user's saved cards. */
export const paymentMethodUseCases: Pick<
  Implementation<typeof checkoutApi>,
  'paymentSetup' | 'paymentMethods' | 'addPaymentMethod' | 'removePaymentMethod' | 'setDefaultPaymentMethod'
> = {
  paymentSetup: async (): Promise<PaymentSetup> => {
    const keys = await stripeKeys();
    return keys
      ? { mode: 'stripe', publishableKey: keys.publishableKey }
      : { mode: 'local', publishableKey: LOCAL_PUBLISHABLE_KEY, localPath: '/local-payments' };
  },

  paymentMethods: async ({ ctx }) => cardsOf(ctx.user.userName),

  addPaymentMethod: async ({ ctx, body }) => {
    const gateway = await paymentGateway();
    const userName = ctx.user.userName;
    const existing = await paymentMethodsOfUser(userName);
    const providerCard = await gateway.card(body.providerPaymentMethodId);
    if (!providerCard) throw businessRule(toasts.cardAttachFailed().message);
    // One provider customer per user: reuse the one behind the saved cards, else create it.
    const newCustomer = () => gateway.createCustomer({ email: ctx.user.email, userName });
    let customerId: string;
    try {
      customerId = existing[0]?.providerCustomerId ?? (await newCustomer());
      try {
        await gateway.attach(body.providerPaymentMethodId, customerId);
      } catch (error) {
        // The provider no longer knows the stored customer (e.g. a test account reset): start a new one.
        if (!(error instanceof PaymentRefused && error.code === 'resource_missing')) throw error;
        customerId = await newCustomer();
        await gateway.attach(body.providerPaymentMethodId, customerId);
      }
    } catch (error) {
      if (error instanceof PaymentRefused) throw businessRule(error.message);
      throw error;
    }
    const previousDefault = existing.find((card) => card.isDefault);
    const isDefault = body.isDefault || existing.length === 0;
    const record: PaymentMethodRecord = {
      userName,
      paymentMethodId: ulid(),
      providerPaymentMethodId: providerCard.providerPaymentMethodId,
      providerCustomerId: customerId,
      paymentType: 'STRIPE',
      cardBrand: providerCard.cardBrand,
      last4: providerCard.last4,
      expirationDate: providerCard.expirationDate,
      name: body.name,
      addressLine1: body.addressLine1,
      addressLine2: body.addressLine2,
      city: body.city,
      state: body.state ?? '',
      province: body.province,
      country: body.country || 'US',
      isDefault,
      created: now().toISOString(),
    };
    await savePaymentMethod(record, isDefault ? previousDefault?.paymentMethodId : undefined);
    return toPaymentMethod(record);
  },

  removePaymentMethod: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const card = (await paymentMethodsOfUser(userName)).find((c) => c.paymentMethodId === params.id);
    if (!card) throw notFound(apiErrors.paymentMethodNotFound);
    await (await paymentGateway()).detach(card.providerPaymentMethodId);
    await deletePaymentMethod(userName, card.paymentMethodId);
    return cardsOf(userName);
  },

  setDefaultPaymentMethod: async ({ ctx, params }) => {
    const userName = ctx.user.userName;
    const records = await paymentMethodsOfUser(userName);
    const card = records.find((c) => c.paymentMethodId === params.id);
    if (!card) throw notFound(apiErrors.paymentMethodNotFound);
    const check = checkSetDefaultCard(toPaymentMethod(card));
    if (!check.ok && check.reason === 'expired') throw businessRule(notices.cardExpired);
    if (!check.ok) throw businessRule(apiErrors.cardAlreadyDefault);
    const previous = records.find((c) => c.isDefault)?.paymentMethodId;
    if (!(await moveDefault(userName, card.paymentMethodId, previous))) throw conflict(apiErrors.cartChanged);
    return cardsOf(userName);
  },
};
