import * as z from 'zod';
import { AnnualAutoQuery, AnnualAutoRow, RenewalListAgency, UpForRenewalRow } from '../model/annual-auto';
import { IsoDate } from '../model/fields';
import { JobRuns } from '../model/job-run';
import { MovingListTile, MovingRecord } from '../model/moving-list';
import { MOVING_LIST_PAGE_SIZE } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

/** Most runs of one job the job-runs endpoint answers with. */
export const JOB_RUNS_MAX_LIMIT = 50;

/** Retention programmes of the agency in effect (spec 2 §2 Retention, §7 "Moving list"). */
export const retentionApi = {
  /** The monthly Moving lists, 12 per page, newest first. */
  movingLists: endpoint({
    method: 'GET',
    path: '/retention/moving/lists',
    auth: 'user',
    query: z.object(pagingQuery([MOVING_LIST_PAGE_SIZE], MOVING_LIST_PAGE_SIZE)),
    response: pageOf(MovingListTile),
  }),
  /** Every record of one month's list (the detail table and the exports). */
  movingRecords: endpoint({
    method: 'GET',
    path: '/retention/moving/lists/{date}/records',
    auth: 'user',
    usageLimit: 'recordPage',
    params: z.object({ date: IsoDate }),
    response: z.object({ date: IsoDate, records: z.array(MovingRecord) }),
  }),
  /** "Annual Auto-Convert 6-month To Annual Auto": the agency's 6-month auto policies, by renewal date. */
  annualAuto: endpoint({
    method: 'GET',
    path: '/retention/annual-auto',
    auth: 'user',
    query: AnnualAutoQuery,
    response: z.object({ agency: RenewalListAgency, rows: z.array(AnnualAutoRow) }),
  }),
  /** "Customers Up For Renewal In The Next 3 Months", by renewal date. */
  upForRenewal: endpoint({
    method: 'GET',
    path: '/retention/up-for-renewal',
    auth: 'user',
    response: z.object({ agency: RenewalListAgency, rows: z.array(UpForRenewalRow) }),
  }),
  /**
   * Operators' view of the scheduled list refreshes (Admin Center): each job's newest runs with their
   * counts, refused rows and skip reasons. Staff only; not tied to the agency in effect.
   */
  jobRuns: endpoint({
    method: 'GET',
    path: '/retention/job-runs',
    auth: 'adminAccess',
    query: z.object({ limit: z.coerce.number().int().min(1).max(JOB_RUNS_MAX_LIMIT).default(10) }),
    response: JobRuns,
  }),
};
