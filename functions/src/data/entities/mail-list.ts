import type { MailContact } from '@msc/shared/model/mail-list';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * An uploaded agency list (spec 1 §3 "Mail list"). Agency-owned: keys start with the agency id. Ids are
 * ULIDs, so a partition read descending is newest first: the agency's lists (prospecting "use a
 * previously uploaded list", page 50) and, through `listsOfUser`, the lists the user uploaded for that
 * agency (account agency-lists).
 */
export const MailListEntity = lazyEntity({
  model: { entity: 'mailList', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    mailListId: { type: 'string', required: true },
    userName: { type: 'string', required: true },
    name: { type: 'string', required: true },
    mailListContactsCount: { type: 'number', required: true, default: 0 },
    uploadId: { type: 'string' },
    created: createdAt,
  },
  indexes: {
    listsOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['mailListId'] },
    },
    listsOfUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['agencyId', 'userName'] },
      sk: { field: 'gsi1sk', composite: ['mailListId'] },
    },
  },
});

/**
 * A record of a mail list, in upload order (`rowNumber`): the contacts call pages through the list's
 * partition; the preview reads the first 20.
 */
export const MailListContactEntity = lazyEntity({
  model: { entity: 'mailListContact', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    mailListId: { type: 'string', required: true },
    rowNumber: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    contact: { type: CustomAttributeType<MailContact>('any'), required: true },
  },
  indexes: {
    contactsOfList: {
      pk: { field: 'pk', composite: ['agencyId', 'mailListId'] },
      sk: { field: 'sk', composite: ['rowNumber'] },
    },
  },
});
