import type { EntityItem } from 'electrodb';
import { PaymentMethodEntity } from '#data/entities/payment-method';
import { storeDb } from '#platform/store-db';

/** The payment methods (saved cards) of users; this store names no other entity. */
const db = /* @__PURE__ */ storeDb({ paymentMethod: PaymentMethodEntity });

export type PaymentMethodRecord = EntityItem<typeof PaymentMethodEntity>;

export async function paymentMethodsOfUser(userName: string): Promise<PaymentMethodRecord[]> {
  const { data } = await db()
    .entities.paymentMethod.query.paymentMethodsOfUser({ userName })
    .go({ pages: 'all' });
  return data;
}

export async function savePaymentMethod(
  record: PaymentMethodRecord,
  previousDefault?: string,
): Promise<void> {
  if (!previousDefault) {
    await db().entities.paymentMethod.create(record).go();
    return;
  }
  await db()
    .transaction.write(({ paymentMethod }) => [
      paymentMethod.create(record).commit(),
      paymentMethod
        .patch({ userName: record.userName, paymentMethodId: previousDefault })
        .set({ isDefault: false })
        .commit(),
    ])
    .go();
}

export async function deletePaymentMethod(userName: string, paymentMethodId: string): Promise<void> {
  await db().entities.paymentMethod.delete({ userName, paymentMethodId }).go();
}

/** Moves the default marker in one transaction, on condition the old default still is one. */
export async function moveDefault(
  userName: string,
  paymentMethodId: string,
  previousDefault: string | undefined,
): Promise<boolean> {
  const result = await db()
    .transaction.write(({ paymentMethod }) => [
      paymentMethod.patch({ userName, paymentMethodId }).set({ isDefault: true }).commit(),
      ...(previousDefault
        ? [
            paymentMethod
              .patch({ userName, paymentMethodId: previousDefault })
              .set({ isDefault: false })
              .where(({ isDefault }, { eq }) => eq(isDefault, true))
              .commit(),
          ]
        : []),
    ])
    .go();
  return !result.canceled;
}
