import { lazyEntity } from '../lazy-entity';

/**
 * A feed file a job has read (or refused as bad), as it was then (its ETag): the job reads every file it has
 * no such record of, in period order, and a file replaced under the same name (a corrected feed) again.
 * It shares the job's partition with its run records (one grant covers both); one item per file.
 */
export const FeedReadEntity = lazyEntity({
  model: { entity: 'feedRead', version: '1', service: 'msc' },
  attributes: {
    jobName: { type: 'string', required: true },
    feedKey: { type: 'string', required: true },
    feedEtag: { type: 'string', required: true },
    readAt: { type: 'string', required: true },
    /** read: applied to the lists; bad: refused as a bad file (its run failed), read again once replaced. */
    outcome: { type: ['read', 'bad'] as const, required: true },
  },
  indexes: {
    feedsReadOfJob: {
      pk: { field: 'pk', composite: ['jobName'] },
      sk: { field: 'sk', composite: ['feedKey'] },
    },
  },
});
