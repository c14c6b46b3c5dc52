import { lazyEntity } from '../lazy-entity';

/**
 * How many marketing contacts a user keeps, and how many of them are favorites: the contacts pager's total
 * (spec 1 §4 "contacts"), so a page reads only its contacts. Raised and lowered in the transaction of the
 * contact's own write. A user whose contacts were written before it existed has none: the first list counts
 * them once and writes it (contacts/contact-counts.ts).
 */
export const ContactCounterEntity = lazyEntity({
  model: { entity: 'contactCounter', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    count: { type: 'number', required: true },
    favorites: { type: 'number', required: true },
  },
  indexes: {
    counterOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
