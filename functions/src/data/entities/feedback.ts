import type { FeedbackAnswer } from '@msc/shared/model/feedback';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A feedback survey answer (spec 1 §3 "Feedback"). User-owned for the writer; staff read them by type
 * (user 1, order complete 2), newest first.
 */
export const FeedbackEntity = lazyEntity({
  model: { entity: 'feedback', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    feedbackId: { type: 'string', required: true },
    feedbackType: { type: 'number', required: true },
    answers: { type: CustomAttributeType<FeedbackAnswer[]>('any'), required: true },
    comments: { type: 'string' },
    orderId: { type: 'string' },
    created: createdAt,
  },
  indexes: {
    feedbackOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['feedbackId'] },
    },
    feedbackByType: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['feedbackType'] },
      sk: { field: 'gsi1sk', composite: ['created', 'feedbackId'] },
    },
  },
});
