import * as z from 'zod';
import { IsoDate } from '../model/fields';
import { MovingListTile, MovingRecord } from '../model/moving-list';
import { MOVING_LIST_PAGE_SIZE } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

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
    params: z.object({ date: IsoDate }),
    response: z.object({ date: IsoDate, records: z.array(MovingRecord) }),
  }),
};
