import * as z from 'zod';
import { ReportGroupTypeSchema } from './enums';
import { Id, IsoDateTime } from './fields';

/** A report of a group (spec 1 §3). */
export const Report = z.object({
  reportId: Id,
  name: z.string(),
  description: z.string().optional(),
  externalUrl: z.string().optional(),
  isFavorite: z.boolean(),
});
export type Report = z.infer<typeof Report>;

/** A report group (spec 1 §3); reportGroupType is ProgramReports 3, MSCActivity 4 or AdminReports 7. */
export const ReportGroup = z.object({
  reportGroupType: ReportGroupTypeSchema,
  name: z.string(),
  reports: z.array(Report),
});
export type ReportGroup = z.infer<typeof ReportGroup>;

export const FavoriteReport = z.object({
  id: Id,
  reportId: Id,
  name: z.string(),
  description: z.string().optional(),
  reportGroupName: z.string(),
});
export type FavoriteReport = z.infer<typeof FavoriteReport>;

/** The user's report list (spec 2 §3 "Report list": reports with id and name). */
export const ReportListItem = z.object({ id: Id, name: z.string() });
export type ReportListItem = z.infer<typeof ReportListItem>;

/**
 * What the report details page embeds: a signed token for one report. The embed parameters carry the user
 * name and the agency number (spec 1 §2).
 */
export const ReportEmbed = z.object({
  reportId: Id,
  name: z.string(),
  embedUrl: z.string(),
  token: z.string(),
  expiresAt: IsoDateTime,
  userName: z.string(),
  agencyNumber: z.string(),
  /**
   * Which viewer draws the report: the portal's own (`portal`, the default adapter) or an external BI
   * tool in a frame (`frame`, with the embed parameters appended to `embedUrl`).
   */
  viewer: z.enum(['portal', 'frame']),
});
export type ReportEmbed = z.infer<typeof ReportEmbed>;
