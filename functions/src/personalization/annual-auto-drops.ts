import { now as clockNow } from '@msc/shared/clock';
import { annualAutoDrops } from '@msc/shared/rules/annual-auto-timing';
import { priceForCount } from '@msc/shared/rules/pricing';
import { type OrderStateRecord, removedIdsOf } from './personalization-store';
import { saveRecipients } from './save-order-state';

/**
 * An annual-auto order priced from its customers' renewal dates (spec 2 §9 "mailed 60-90 days before
 * renewal"): the drops of the shared rule, the mail contacts in drop order (placing the order splits them
 * over the drops in order), those left out counted and kept among the cleaning's removed ids so a new
 * one-per-household choice times the same selection again.
 */
export async function timedAnnualAuto(record: OrderStateRecord, now = clockNow()): Promise<OrderStateRecord> {
  const { dropDetails, mailed, passed, notYet } = annualAutoDrops(record.mailContacts, now, record.unitPrice);
  const leftOutIds = [...passed, ...notYet].flatMap((contact) => contact.policyNumber ?? []);
  const listCleaning = record.listCleaning && {
    ...record.listCleaning,
    removedIds: [...(await removedIdsOf(record)), ...leftOutIds],
  };
  return saveRecipients(
    {
      ...record,
      listCleaning,
      renewalTiming: { passed: passed.length, notYet: notYet.length },
      dropDetails,
      targetCount: mailed.length,
      totalPrice: priceForCount(mailed.length, record.unitPrice),
    },
    mailed,
  );
}
