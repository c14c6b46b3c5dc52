import type { retentionApi } from '@msc/shared/api/retention';
import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { MovingRecord } from '@msc/shared/model/moving-list';
import { upForRenewalWindow } from '@msc/shared/rules/renewal-window';
import { agencyOfRequest, subCodesOf } from '#agency/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import {
  type PolicyholderItem,
  policyholderAddress,
  renewalsBetween,
  sixMonthPoliciesOf,
} from '#policyholders/index';
import { REFRESH_MOVING_LISTS, REFRESH_WIN_BACK_LISTS } from './job-names';
import {
  jobRunsOf,
  type MovingRecordItem,
  movingList,
  movingListsOf,
  movingRecordsOf,
} from './retention-store';

/** The agency in effect, checked: none chosen or not the caller's answers 404. */
async function agencyOf(ctx: RequestContext): Promise<number> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  return (await agencyOfRequest(ctx)).agencyId;
}

/** The agency in effect with what a renewal list shows of it (Owner Master ID or Sub-Code Agency ID). */
async function renewalListAgency(ctx: RequestContext) {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  const agency = await agencyOfRequest(ctx);
  // An owner master's list is its own policyholders and those of its sub codes (the Agency # column).
  const subCodes = agency.isOwnerMaster ? await subCodesOf(agency.agencyId) : [];
  return {
    agencyIds: [agency.agencyId, ...subCodes.map((subCode) => subCode.agencyId)],
    label: { statCode: agency.statId, isOwnerMaster: agency.isOwnerMaster },
  };
}

const byRenewalDate = (a: PolicyholderItem, b: PolicyholderItem) =>
  a.renewalDate.localeCompare(b.renewalDate) || a.policyNumber.localeCompare(b.policyNumber);

const renewalRow = (holder: PolicyholderItem) => ({
  agencyNumber: holder.statCode,
  policyNumber: holder.policyNumber,
  renewalDate: holder.renewalDate,
  policyType: holder.policyType,
  ...policyholderAddress(holder),
  middleName: holder.middleName,
});

function toMovingRecord(item: MovingRecordItem): MovingRecord {
  const { agencyId: _agencyId, listDate: _listDate, ...record } = item;
  return record;
}

/** The scheduled jobs of this capability, as the job-runs endpoint lists them. */
const RETENTION_JOBS = [REFRESH_MOVING_LISTS, REFRESH_WIN_BACK_LISTS];

export const retentionService: Implementation<typeof retentionApi> = {
  jobRuns: async ({ query }) => ({
    jobs: await Promise.all(
      RETENTION_JOBS.map(async (jobName) => ({
        jobName,
        runs: (await jobRunsOf(jobName, query.limit)).map(({ feedEtag: _etag, counts, ...run }) => ({
          ...run,
          counts: counts ?? {},
        })),
      })),
    ),
  }),

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

  annualAuto: async ({ ctx, query }) => {
    const { agencyIds, label } = await renewalListAgency(ctx);
    const holders = (await Promise.all(agencyIds.map(sixMonthPoliciesOf))).flat().sort(byRenewalDate);
    // Spec 2 §2: the recommended indicator defaults to true; the others filter only when chosen.
    const recommended = query.recommendedIndicator ?? true;
    return {
      agency: label,
      rows: holders
        .filter((holder) => holder.recommendedIndicator === recommended)
        .filter(
          (holder) =>
            query.youngDriverIndicator === undefined ||
            holder.youngDriverIndicator === query.youngDriverIndicator,
        )
        .filter(
          (holder) => query.meritIndicator === undefined || holder.meritIndicator === query.meritIndicator,
        )
        .map((holder) => ({
          ...renewalRow(holder),
          recommendedIndicator: holder.recommendedIndicator,
          youngDriverIndicator: holder.youngDriverIndicator,
          meritIndicator: holder.meritIndicator,
        })),
    };
  },

  upForRenewal: async ({ ctx }) => {
    const { agencyIds, label } = await renewalListAgency(ctx);
    const { from, to } = upForRenewalWindow(now());
    const holders = (await Promise.all(agencyIds.map((id) => renewalsBetween(id, from, to))))
      .flat()
      .sort(byRenewalDate);
    return {
      agency: label,
      rows: holders.map((holder) => ({ ...renewalRow(holder), statCode: holder.statCode })),
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
