import type { FeedbackQuestion, HowToVideo, SiteLinks } from '@msc/shared/model/site-config';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/** Site configuration (GET site config): one item, the feedback questions and support contacts. */
export const SiteConfigEntity = lazyEntity({
  model: { entity: 'siteConfig', version: '1', service: 'msc' },
  attributes: {
    configId: { type: 'string', required: true, default: 'site' },
    feedbackQuestions: {
      type: CustomAttributeType<FeedbackQuestion[]>('any'),
      required: true,
      default: () => [],
    },
    supportPhoneNumber: { type: 'string' },
    helpDeskPhoneNumber: { type: 'string' },
    /** Every link outside the SPA's pages (SiteLinks): one setting the footer and Contact Us read. */
    links: { type: CustomAttributeType<SiteLinks>('any') },
    howToVideos: { type: CustomAttributeType<HowToVideo[]>('any') },
    updated: { type: 'string', required: true },
  },
  indexes: {
    siteConfig: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['configId'] },
    },
  },
});
