import type { opportunitiesApi } from '@msc/shared/api/opportunities';
import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { enrollmentFor } from '@msc/shared/model/enrollment';
import { CROSS_SELL_TYPE_CODES } from '@msc/shared/model/enum-values';
import type { OpportunityRow } from '@msc/shared/model/opportunity';
import { isOwnerMaster } from '@msc/shared/rules/agency-eligibility';
import { crossSellListTitle } from '@msc/shared/rules/cross-sell-lists';
import { daysUntilExpiry } from '@msc/shared/rules/list-expiry';
import { agencyOfRequest } from '#agency/index';
import { badRequest, businessRule, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { exportTable, onePage } from '#platform/table-export';
import { agencyInEffect, agencyOfStatCode, crossSellDetailRows, crossSellSummary } from './cross-sell-lists';
import { detailColumns, SUMMARY_COLUMNS } from './export-columns';
import { createEnrollment, loadAgencyOpportunities } from './opportunities-store';

/** The home page's tabs and the opportunity rows' program types. */
const TAB_PROGRAM = { 'cross-sell': 'CrossSell', prospecting: 'Prospecting' } as const;

const codeOrder = (code: string) => CROSS_SELL_TYPE_CODES.indexOf(code as never);

export const opportunitiesService: Implementation<typeof opportunitiesApi> = {
  search: async ({ ctx, query }) => {
    // No agency in effect: no opportunities (the page shows its empty text).
    if (!(ctx.agencyId > 0)) return { results: [], isOwnerMaster: false, isLicenseNumberRequired: false };
    const agency = await agencyOfRequest(ctx);
    const { opportunities, enrollments } = await loadAgencyOpportunities(agency.agencyId);
    const enrolled = new Set(enrollments.map((enrollment) => enrollment.oppType));
    const ownerMaster = isOwnerMaster(agency);
    const now = clockNow();
    const results: OpportunityRow[] = opportunities
      .filter((opportunity) => opportunity.programType === TAB_PROGRAM[query.tab])
      .map((opportunity) => ({
        id: `${agency.agencyId}-${opportunity.oppType}`,
        titleHtml: opportunity.titleHtml,
        oppCount: opportunity.oppCount,
        subCodeOppCount: ownerMaster ? (opportunity.subCodeOppCount ?? 0) : undefined,
        agencyCode: agency.statId,
        isEnrolled: enrolled.has(opportunity.oppType),
        oppType: opportunity.oppType,
        dateSent: opportunity.dateSent,
        listExpires: opportunity.lastMailDate ? daysUntilExpiry(opportunity.lastMailDate, now) : undefined,
      }))
      .filter((row) =>
        query.filter === 'all' ? true : query.filter === 'enrolled' ? row.isEnrolled : !row.isEnrolled,
      )
      .sort((a, b) => codeOrder(a.oppType) - codeOrder(b.oppType));
    return {
      results,
      isOwnerMaster: ownerMaster,
      isLicenseNumberRequired: agency.isLicenseNumberRequired,
    };
  },

  enroll: async ({ ctx, body }) => {
    const agency = await agencyOfStatCode(await agencyInEffect(ctx), body.statCode);
    // The license rule depends on the agency, so it is checked here rather than by the contract.
    const parsed = enrollmentFor(agency.isLicenseNumberRequired).safeParse(body);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || '_';
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      throw badRequest(parsed.error.issues[0]!.message, fieldErrors);
    }
    const { opportunities, enrollments } = await loadAgencyOpportunities(agency.agencyId);
    if (enrollments.some((enrollment) => enrollment.oppType === body.crossSellType))
      return { succeeded: true };
    const opportunity = opportunities.find((row) => row.oppType === body.crossSellType);
    if (!opportunity) throw notFound(apiErrors.opportunityNotFound);
    if (opportunity.oppCount < 1) throw businessRule(apiErrors.nothingToEnroll);
    await createEnrollment({
      agencyId: agency.agencyId,
      oppType: body.crossSellType,
      masterAgencyId: agency.ownerMasterId || agency.agencyId,
      statId: agency.statId,
      licenseNumber: parsed.data.licenseNumber || undefined,
      enrolledBy: ctx.user.userName,
      enrolledAt: clockNow().toISOString(),
    });
    return { succeeded: true };
  },

  crossSellSummary: ({ ctx, params }) => crossSellSummary(ctx, params.listId),

  exportCrossSellSummary: async ({ ctx, params, query }) => {
    const summary = await crossSellSummary(ctx, params.listId);
    return exportTable({
      page: `${crossSellListTitle(summary.listType)} Summary`,
      format: query.format,
      columns: SUMMARY_COLUMNS,
      pages: onePage(summary.rows),
      owner: ctx.user.userName,
    });
  },

  crossSellDetail: async ({ ctx, params, query }) => {
    const { listType, anyMailed, rows } = await crossSellDetailRows(ctx, params, query);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      listType,
      anyMailed,
      results: rows.slice(start, start + query.pageSize),
      totalCount: rows.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  exportCrossSellDetail: async ({ ctx, params, query }) => {
    const { listType, isSpecialty, rows } = await crossSellDetailRows(ctx, params, query);
    return exportTable({
      page: `${crossSellListTitle(listType)} ${params.subCode.trim()}`,
      format: query.format,
      columns: detailColumns(isSpecialty),
      pages: onePage(rows),
      owner: ctx.user.userName,
    });
  },
};

/** A list already in memory as the one page the export streams. */
