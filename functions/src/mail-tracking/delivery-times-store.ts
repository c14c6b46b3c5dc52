import type { MailClass } from '@msc/shared/model/mail-tracking';
import type { DeliveryTimes } from '@msc/shared/rules/observed-in-home';
import { withDelivery } from '@msc/shared/rules/observed-in-home';
import { DeliveryTimesEntity } from '#data/entities/delivery-times';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ deliveryTimes: DeliveryTimesEntity });

/** One more piece to `zip3` by `mailClass` went out for delivery `days` drop days after its drop date. */
export async function recordDeliveryTime(delivery: {
  zip3: string;
  mailClass: MailClass;
  month: string;
  days: number;
}): Promise<void> {
  await db().entities.deliveryTimes.update(delivery).add({ pieces: 1 }).go();
}

/**
 * The observed delivery times of a destination and class from `fromMonth` (YYYY-MM) on, one aggregate per
 * month (the planner's input, `inHomeDaysOf`).
 */
export async function deliveryTimesOf(
  zip3: string,
  mailClass: MailClass,
  fromMonth: string,
): Promise<DeliveryTimes[]> {
  const { data } = await db()
    .entities.deliveryTimes.query.timesOfDestination({ zip3, mailClass })
    .gte({ month: fromMonth })
    .go({ pages: 'all' });
  const byMonth = new Map<string, DeliveryTimes>();
  for (const item of data) {
    const month = byMonth.get(item.month) ?? { zip3, mailClass, month: item.month, days: [] };
    byMonth.set(item.month, { ...month, days: withDelivery(month.days, item.days, item.pieces ?? 0) });
  }
  return [...byMonth.values()];
}
