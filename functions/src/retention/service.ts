import type { retentionApi } from '@msc/shared/api/retention';
import { apiErrors } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { MovingRecord } from '@msc/shared/model/moving-list';
import { agencyForUser } from '#agency/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { type MovingRecordItem, movingList, movingListsOf, movingRecordsOf } from './retention-store';

/** The agency in effect, checked: none chosen or not the caller's answers 404. */
async function agencyOf(ctx: RequestContext): Promise<number> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  return (await agencyForUser(ctx.user, ctx.agencyId)).agencyId;
}

function toMovingRecord(item: MovingRecordItem): MovingRecord {
  const { agencyId: _agencyId, listDate: _listDate, ...record } = item;
  return record;
}

export const retentionService: Implementation<typeof retentionApi> = {
  movingLists: async ({ ctx, query }) => {
    const lists = await movingListsOf(await agencyOf(ctx));
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: lists
        .slice(start, start + query.pageSize)
        .map((list) => ({ date: list.listDate, records: list.records })),
      totalCount: lists.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  movingRecords: async ({ ctx, params }) => {
    const agencyId = await agencyOf(ctx);
    // A month of another agency is not in this agency's partition: 404, like an unknown month.
    if (!(await movingList(agencyId, params.date))) throw notFound();
    const records = await movingRecordsOf(agencyId, params.date);
    return { date: params.date, records: records.map(toMovingRecord) };
  },
};
