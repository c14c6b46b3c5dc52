import { MAIL_CLASSES } from '@msc/shared/model/mail-tracking';
import { lazyEntity } from '../lazy-entity';

/**
 * The delivery times observed (issue 49, the planner learns): how many pieces to a destination (3-digit
 * ZIP) by a mail class went out for delivery `days` drop days after their drop date, in a month. One item
 * per ZIP prefix × class × month × days, its `pieces` ADDed at ingestion; the planner reads a prefix and
 * class's last months with one Query (a few dozen items) and computes the window (`rules/observed-in-home.ts`).
 */
export const DeliveryTimesEntity = lazyEntity({
  model: { entity: 'deliveryTimes', version: '1', service: 'msc' },
  attributes: {
    zip3: { type: 'string', required: true },
    mailClass: { type: MAIL_CLASSES, required: true },
    /** YYYY-MM of the day the pieces went out for delivery. */
    month: { type: 'string', required: true },
    /** Drop days from the drop date to out for delivery (0 to `OBSERVED_IN_HOME.maxDays`). */
    days: { type: 'number', required: true },
    pieces: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    timesOfDestination: {
      pk: { field: 'pk', composite: ['zip3', 'mailClass'] },
      sk: { field: 'sk', composite: ['month', 'days'] },
    },
  },
});
