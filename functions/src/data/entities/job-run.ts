import { JOB_RUN_STATUSES } from '@msc/shared/model/job-run';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { stringList } from './attribute-types';

/**
 * One run of a scheduled job (refresh-moving-lists, refresh-win-back-lists): when it started and
 * finished, the feed file it read, what it counted and the rows it skipped. Global, keyed by job name;
 * newest first. Operators read it; no browser does.
 */
export const JobRunEntity = lazyEntity({
  model: { entity: 'jobRun', version: '1', service: 'msc' },
  attributes: {
    jobName: { type: 'string', required: true },
    startedAt: { type: 'string', required: true },
    finishedAt: { type: 'string' },
    status: { type: JOB_RUN_STATUSES, required: true },
    feedKey: { type: 'string' },
    /** The feed file's ETag when read: a file replaced under the same name is a new feed. */
    feedEtag: { type: 'string' },
    /** Why a run was skipped ("no new feed since 2026-11-01"). */
    note: { type: 'string' },
    /** Named counters: rows, agencies, created, updated, unchanged, removed, expired, suppressed, skipped. */
    counts: { type: CustomAttributeType<Record<string, number>>('any'), default: () => ({}) },
    errors: stringList,
  },
  indexes: {
    runsOfJob: {
      pk: { field: 'pk', composite: ['jobName'] },
      sk: { field: 'sk', composite: ['startedAt'] },
    },
  },
});
