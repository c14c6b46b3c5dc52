import type { MailContact } from '@msc/shared/model/mail-list';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/**
 * The mail contacts of an order state with more recipients than fit in its own item (DynamoDB items
 * stop at 400 KB; a large agency's whole book is megabytes), in numbered chunks beside it. User-owned
 * like the order state. The order state's `mailContactChunks` says how many there are.
 */
export const OrderStateRecipientsEntity = lazyEntity({
  model: { entity: 'orderStateRecipients', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderStateId: { type: 'string', required: true },
    chunk: { type: 'number', required: true },
    contacts: { type: CustomAttributeType<MailContact[]>('any'), required: true },
  },
  indexes: {
    chunksOfOrderState: {
      pk: { field: 'pk', composite: ['userName', 'orderStateId'] },
      sk: { field: 'sk', composite: ['chunk'] },
    },
  },
});
