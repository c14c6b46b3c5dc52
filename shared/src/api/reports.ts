import * as z from 'zod';
import { Id } from '../model/fields';
import { CampaignResults, OrderResults } from '../model/mailing-results';
import { ExportFile } from '../model/order';
import { FavoriteReport, Report, ReportEmbed, ReportGroup } from '../model/report';
import { ReportData } from '../model/report-data';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { endpoint } from './endpoint';

const ReportParams = z.object({ id: Id });
const OrderParams = z.object({ id: z.string().min(1).max(40) });
const CampaignParams = OrderParams.extend({ itemId: z.string().min(1).max(40) });

/** The embed parameters the report details page appends to the token (spec 1 §2, §9). */
export const ReportViewerRequest = z.object({
  token: z.string().min(1).max(4000),
  userName: z.string().min(1).max(200),
  agencyNumber: z.string().min(1).max(40),
});
export type ReportViewerRequest = z.infer<typeof ReportViewerRequest>;

/** Reports home, favorites, report details and the embed token (spec 1 §2 Reports, §7). */
export const reportsApi = {
  /** report-groups (row, page size 1000) / GET /site/reports/: Admin Reports only for admin-report roles. */
  groups: endpoint({
    method: 'GET',
    path: '/reports',
    auth: 'user',
    response: z.object({ results: z.array(ReportGroup) }),
  }),
  /** GET /site/report/favorites. */
  favorites: endpoint({
    method: 'GET',
    path: '/report-favorites',
    auth: 'user',
    response: z.object({ results: z.array(FavoriteReport) }),
  }),
  /** PUT /site/report/favorites/{id}. */
  addFavorite: endpoint({
    method: 'PUT',
    path: '/report-favorites/{id}',
    auth: 'user',
    params: ReportParams,
    response: z.object({ succeeded: z.literal(true) }),
  }),
  /** DELETE /site/report/favorites/{id}. */
  removeFavorite: endpoint({
    method: 'DELETE',
    path: '/report-favorites/{id}',
    auth: 'user',
    params: ReportParams,
    response: z.object({ succeeded: z.literal(true) }),
  }),
  /** GET /site/report/{id}. */
  report: endpoint({
    method: 'GET',
    path: '/reports/{id}',
    auth: 'user',
    params: ReportParams,
    response: Report.extend({ reportGroupName: z.string() }),
  }),
  /** GET /site/report/token/{id}: a short-lived token bound to the user, the agency and the report. */
  token: endpoint({
    method: 'GET',
    path: '/reports/{id}/token',
    auth: 'user',
    usageLimit: 'reportView',
    params: ReportParams,
    response: ReportEmbed,
  }),
  /**
   * The portal's own report viewer (the default ReportViewer adapter): the figures of one report for
   * the token's user and agency, computed from the agency's orders, mailings, enrollments and policyholders.
   */
  viewerData: endpoint({
    method: 'POST',
    path: '/report-viewer/{id}',
    auth: 'user',
    usageLimit: 'reportView',
    params: ReportParams,
    body: ReportViewerRequest,
    response: ReportData,
  }),
  /** Closed-loop results (issue 48): each drop of one of the user's orders, its responses, policies and cost. */
  orderResults: endpoint({
    method: 'GET',
    path: '/results/orders/{id}',
    auth: 'allAccess',
    params: OrderParams,
    response: OrderResults,
  }),
  /** A campaign's results (an order line over its drops): totals, drops, by week, the holdout's lift. */
  campaignResults: endpoint({
    method: 'GET',
    path: '/results/orders/{id}/items/{itemId}',
    auth: 'allAccess',
    params: CampaignParams,
    response: CampaignResults,
  }),
  exportCampaignResults: endpoint({
    method: 'GET',
    path: '/results/orders/{id}/items/{itemId}/export',
    auth: 'allAccess',
    usageLimit: 'export',
    params: CampaignParams,
    query: z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }),
    response: ExportFile,
  }),
};
