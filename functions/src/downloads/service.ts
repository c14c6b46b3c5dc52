import type { downloadsApi } from '@msc/shared/api/downloads';
import { apiErrors, downloadsTexts } from '@msc/shared/messages';
import type { CustomDownloadRow } from '@msc/shared/model/custom-download';
import { formatDate } from '@msc/shared/rules/formatting';
import { config } from '#platform/config';
import { businessRule, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { presignedUrl } from '#platform/s3';
import { type ExportColumn, exportTable } from '#platform/table-export';
import { commitCustomDownload, sendEmailReview } from './customize';
import { toDownloadRow } from './download-view';
import { downloadOf, downloadPages, downloadsOfUser } from './downloads-store';

const FILE_URL_SECONDS = 300;

/** The downloads table as exported, in the spec's field words (spec 1 §3 Custom download). */
const DOWNLOAD_COLUMNS: readonly ExportColumn<CustomDownloadRow>[] = [
  { header: downloadsTexts.itemNumber, value: (row) => row.itemNumber, width: 14 },
  { header: downloadsTexts.itemName, value: (row) => row.itemName, width: 34 },
  { header: downloadsTexts.downloadTitle, value: (row) => row.title, width: 44 },
  { header: downloadsTexts.statCode, value: (row) => row.statCode, width: 12 },
  { header: downloadsTexts.agencyName, value: (row) => row.agencyName, width: 30 },
  { header: downloadsTexts.customizedDate, value: (row) => formatDate(row.customizedDate), width: 16 },
  { header: downloadsTexts.status, value: (row) => row.status, width: 12 },
];

async function* rowPages(userName: string) {
  for await (const page of downloadPages(userName)) yield page.map(toDownloadRow);
}

/** 'Agency Brochure - Smith Agency' → 'Agency Brochure - Smith Agency.pdf', safe in a header. */
const pdfName = (title: string) => `${title.replace(/[^\w .,()-]+/g, '').trim() || 'download'}.pdf`;

export const downloadsService: Implementation<typeof downloadsApi> = {
  list: async ({ ctx, query }) => {
    const downloads = await downloadsOfUser(ctx.user.userName);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: downloads.slice(start, start + query.pageSize).map(toDownloadRow),
      totalCount: downloads.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  export: async ({ ctx, query }) =>
    exportTable({
      page: 'Downloads',
      format: query.format,
      columns: DOWNLOAD_COLUMNS,
      pages: rowPages(ctx.user.userName),
      owner: ctx.user.userName,
    }),

  file: async ({ ctx, params }) => {
    const item = await downloadOf(ctx.user.userName, params.id);
    if (!item) throw notFound(apiErrors.downloadNotFound);
    if (!toDownloadRow(item).hasFile || !item.fileKey) throw businessRule(apiErrors.downloadNotReady);
    const fileName = pdfName(item.title);
    const fileKey = item.fileKey;
    const url = await presignedUrl(
      (sdk) =>
        new sdk.GetObjectCommand({
          Bucket: config().DOCUMENTS_BUCKET,
          Key: fileKey,
          ResponseContentDisposition: `attachment; filename="${fileName}"`,
        }),
      FILE_URL_SECONDS,
    );
    return { url, fileName };
  },

  commit: async ({ ctx, body }) => commitCustomDownload(ctx, body.productUserCustomDownloadModel),

  get: async ({ ctx, params }) => {
    const item = await downloadOf(ctx.user.userName, params.id);
    if (!item) throw notFound(apiErrors.downloadNotFound);
    return toDownloadRow(item);
  },

  emailReview: async ({ ctx, params }) => sendEmailReview(ctx, params.id),
};
