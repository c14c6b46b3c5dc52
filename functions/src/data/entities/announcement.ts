import { lazyEntity } from '../lazy-entity';
import { stringList } from './attribute-types';

/**
 * A home-page announcement (spec 1 §3: id, title, HTML body). Global content: one partition, newest
 * first by `startDate`; the service keeps those in their window (`endDate`) and for the user's roles
 * (`audienceRoles`, empty = everyone) — tens of items.
 */
export const AnnouncementEntity = lazyEntity({
  model: { entity: 'announcement', version: '1', service: 'msc' },
  attributes: {
    announcementId: { type: 'string', required: true },
    title: { type: 'string', required: true },
    /** HTML, authored by marketing staff; sanitised when rendered. */
    body: { type: 'string', required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string' },
    audienceRoles: stringList,
  },
  indexes: {
    announcements: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['startDate', 'announcementId'] },
    },
  },
});
