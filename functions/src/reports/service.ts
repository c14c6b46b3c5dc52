import type { reportsApi } from '@msc/shared/api/reports';
import { now as clockNow } from '@msc/shared/clock';
import { apiErrors, notices } from '@msc/shared/messages';
import { ReportGroupType } from '@msc/shared/model/enum-values';
import type { ReportGroupTypeSchema } from '@msc/shared/model/enums';
import type { FavoriteReport, ReportGroup } from '@msc/shared/model/report';
import { canSeeAdminReports } from '@msc/shared/rules/roles';
import type * as z from 'zod';
import { agencyOfRequest, subCodesOf } from '#agency/index';
import { businessRule, forbidden, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { loadAgencyFacts } from './agency-facts';
import { EmbedTokenError, signEmbedToken, verifyEmbedToken } from './embed-token';
import { hasFigures, REPORT_FIGURES } from './figures/report-figures';
import { reportViewer } from './report-viewer';
import { reportEmbedSecret, reportsConfig } from './reports-config';
import {
  deleteFavoriteReport,
  loadFavoriteReports,
  loadReport,
  loadReportCatalogue,
  putFavoriteReport,
  type ReportItem,
} from './reports-store';
import { resultsEndpoints } from './results-service';

/** Admin Reports only for admin-report roles; for impersonators the forImpersonator rule (spec 1 §2, §6). */
function mayView(ctx: RequestContext, reportGroupType: number): boolean {
  if (reportGroupType !== ReportGroupType.AdminReports) return true;
  return canSeeAdminReports(ctx.user, ctx.impersonator !== undefined);
}

/** A report the user may open: unknown ids answer 404, a report the role may not see 403. */
async function viewableReport(ctx: RequestContext, reportId: string): Promise<ReportItem> {
  const report = await loadReport(reportId);
  if (!report) throw notFound(apiErrors.reportNotFound);
  if (!mayView(ctx, report.reportGroupType)) throw forbidden(apiErrors.reportNotPermitted);
  return report;
}

async function agencyInEffect(ctx: RequestContext) {
  if (!(ctx.agencyId > 0)) throw businessRule(apiErrors.noAgencySelected);
  return agencyOfRequest(ctx);
}

const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;

const TOKEN_FAILURE_MESSAGES = {
  invalid: apiErrors.reportTokenInvalid,
  expired: apiErrors.reportTokenExpired,
  mismatch: apiErrors.reportTokenMismatch,
} as const;

export const reportsService: Implementation<typeof reportsApi> = {
  groups: async ({ ctx }) => {
    const [{ groups, reports }, favorites] = await Promise.all([
      loadReportCatalogue(),
      loadFavoriteReports(ctx.user.userName),
    ]);
    const favoriteIds = new Set(favorites.map((favorite) => favorite.reportId));
    const results: ReportGroup[] = groups
      .filter((group) => mayView(ctx, group.reportGroupType))
      .sort(bySortOrder)
      .map((group) => ({
        reportGroupType: group.reportGroupType as z.infer<typeof ReportGroupTypeSchema>,
        name: group.name,
        reports: reports
          .filter((report) => report.reportGroupType === group.reportGroupType)
          .sort(bySortOrder)
          .map((report) => ({
            reportId: report.reportId,
            name: report.name,
            description: report.description,
            externalUrl: report.externalUrl,
            isFavorite: favoriteIds.has(report.reportId),
          })),
      }));
    return { results };
  },

  favorites: async ({ ctx }) => {
    const [{ groups, reports }, favorites] = await Promise.all([
      loadReportCatalogue(),
      loadFavoriteReports(ctx.user.userName),
    ]);
    const groupName = new Map(groups.map((group) => [group.reportGroupType, group.name]));
    const reportById = new Map(reports.map((report) => [report.reportId, report]));
    const results: FavoriteReport[] = [...favorites]
      .sort((a, b) => a.created.localeCompare(b.created))
      .flatMap((favorite) => {
        const report = reportById.get(favorite.reportId);
        if (!report || !mayView(ctx, report.reportGroupType)) return [];
        return [
          {
            id: report.reportId,
            reportId: report.reportId,
            name: report.name,
            description: report.description,
            reportGroupName: groupName.get(report.reportGroupType) ?? '',
          },
        ];
      });
    return { results };
  },

  addFavorite: async ({ ctx, params }) => {
    await viewableReport(ctx, params.id);
    await putFavoriteReport(ctx.user.userName, params.id);
    return { succeeded: true };
  },

  removeFavorite: async ({ ctx, params }) => {
    await deleteFavoriteReport(ctx.user.userName, params.id);
    return { succeeded: true };
  },

  report: async ({ ctx, params }) => {
    const report = await viewableReport(ctx, params.id);
    const [{ groups }, favorites] = await Promise.all([
      loadReportCatalogue(),
      loadFavoriteReports(ctx.user.userName),
    ]);
    return {
      reportId: report.reportId,
      name: report.name,
      description: report.description,
      externalUrl: report.externalUrl,
      isFavorite: favorites.some((favorite) => favorite.reportId === report.reportId),
      reportGroupName: groups.find((group) => group.reportGroupType === report.reportGroupType)?.name ?? '',
    };
  },

  token: async ({ ctx, params }) => {
    const report = await viewableReport(ctx, params.id);
    const agency = await agencyInEffect(ctx);
    const config = reportsConfig();
    const claims = {
      userName: ctx.user.userName,
      agencyId: agency.agencyId,
      agencyNumber: agency.statId,
      reportId: report.reportId,
    };
    const { token, expiresAt } = await signEmbedToken(claims, {
      secret: await reportEmbedSecret(),
      ttlSeconds: config.REPORT_TOKEN_TTL_SECONDS,
    });
    const viewer = reportViewer();
    return {
      reportId: report.reportId,
      name: report.name,
      embedUrl: viewer.embedUrl(report),
      token,
      expiresAt: expiresAt.toISOString(),
      userName: claims.userName,
      agencyNumber: claims.agencyNumber,
      viewer: viewer.kind,
    };
  },

  viewerData: async ({ ctx, params, body }) => {
    const report = await viewableReport(ctx, params.id);
    const agency = await agencyInEffect(ctx);
    // The token must have been issued to the signed-in user, for the agency in effect and this report,
    // and the embed parameters must name the same user and agency.
    const expected = {
      userName: ctx.user.userName,
      agencyId: agency.agencyId,
      agencyNumber: agency.statId,
      reportId: report.reportId,
    };
    const parametersMatch =
      body.userName.toLowerCase() === expected.userName.toLowerCase() &&
      body.agencyNumber === expected.agencyNumber;
    try {
      await verifyEmbedToken(body.token, expected, { secret: await reportEmbedSecret() });
    } catch (error) {
      if (error instanceof EmbedTokenError) throw forbidden(TOKEN_FAILURE_MESSAGES[error.failure]);
      throw error;
    }
    if (!parametersMatch) throw forbidden(apiErrors.reportTokenMismatch);

    const recipe = REPORT_FIGURES[report.reportId];
    const now = clockNow();
    // An owner master's figures include its sub codes (agencies it may act for, spec 1 §6).
    const agencyIds = [
      agency.agencyId,
      ...(agency.isOwnerMaster ? (await subCodesOf(agency.agencyId)).map((sub) => sub.agencyId) : []),
    ];
    const figures = recipe
      ? recipe.build(await loadAgencyFacts(agencyIds, recipe.sources, now), now)
      : { totals: [], charts: [], tables: [] };
    return {
      reportId: report.reportId,
      name: report.name,
      agencyNumber: agency.statId,
      agencyName: agency.agencyName,
      generatedAt: now.toISOString(),
      ...figures,
      note: hasFigures(figures) ? undefined : notices.reportNoFigures,
    };
  },
  ...resultsEndpoints,
};
