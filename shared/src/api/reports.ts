import * as z from 'zod';
import { Id } from '../model/fields';
import { FavoriteReport, Report, ReportEmbed, ReportGroup } from '../model/report';
import { ReportData } from '../model/report-data';
import { endpoint } from './endpoint';

const ReportParams = z.object({ id: Id });

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
};
