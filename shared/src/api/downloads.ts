import * as z from 'zod';
import {
  CustomDownloadCommit,
  CustomDownloadCommitResult,
  CustomDownloadRow,
  EmailReviewResult,
} from '../model/custom-download';
import { Id } from '../model/fields';
import { ExportFile } from '../model/order';
import { CUSTOM_DOWNLOADS_PAGE_SIZE, CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const DownloadsQuery = z.object({
  ...pagingQuery(CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS, CUSTOM_DOWNLOADS_PAGE_SIZE),
});
export type DownloadsQuery = z.input<typeof DownloadsQuery>;

export const DownloadsPage = pageOf(CustomDownloadRow);
export type DownloadsPage = z.infer<typeof DownloadsPage>;

/**
 * The account's custom downloads (spec 1 §2 Account area: downloads; §3 Custom download; §9 sizes 25, 50,
 * 100, 200, default 50, newest first, exports to Excel and CSV). Each user sees only their own.
 */
export const downloadsApi = {
  list: endpoint({
    method: 'GET',
    path: '/downloads',
    auth: 'user',
    query: DownloadsQuery,
    response: DownloadsPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/downloads/export',
    auth: 'user',
    usageLimit: 'export',
    query: z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }),
    response: ExportFile,
  }),
  /** A short-lived address of a complete download's file, named after the item. */
  file: endpoint({
    method: 'GET',
    path: '/downloads/{id}/file',
    auth: 'user',
    params: z.object({ id: Id }),
    response: ExportFile,
  }),
  /**
   * Commit a customization (spec 2 §7 POST customize-download): the editor's document becomes the
   * download's file; a current agency or an admin-access role is required (spec 1 §6).
   */
  commit: endpoint({
    method: 'POST',
    path: '/downloads/customize',
    auth: 'user',
    body: CustomDownloadCommit,
    response: CustomDownloadCommitResult,
  }),
  /** One download of the user's (the download page). */
  get: endpoint({
    method: 'GET',
    path: '/downloads/{id}',
    auth: 'user',
    params: z.object({ id: Id }),
    response: CustomDownloadRow,
  }),
  /** 'send email review' (spec 2 §7 POST welcome-kit/send-email-review/{id}): the download's link to the user. */
  emailReview: endpoint({
    method: 'POST',
    path: '/downloads/{id}/email-review',
    auth: 'user',
    params: z.object({ id: Id }),
    response: EmailReviewResult,
  }),
};
