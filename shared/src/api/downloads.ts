import * as z from 'zod';
import { CustomDownloadRow } from '../model/custom-download';
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
};
