import * as z from 'zod';
import { PunchOutAction } from './enums';
import { Id, IsoDateTime } from './fields';

/** A custom download (spec 1 §3). Status is Complete when pageFlexOrderId is set, otherwise Incomplete. */
export const CustomDownload = z.object({
  productUserCustomDownloadId: Id,
  itemNumber: z.string(),
  itemName: z.string(),
  title: z.string(),
  statCode: z.string().optional(),
  agencyName: z.string().optional(),
  customizedDate: IsoDateTime,
  productId: Id,
  pageFlexDocumentId: z.string(),
  pageFlexOrderId: z.string().optional(),
  isWelcomeKit: z.boolean(),
});
export type CustomDownload = z.infer<typeof CustomDownload>;

/**
 * Commit a customized download after the editor returns (spec 2 §3 "Custom download commit"). The spec's
 * model also carries userName, statCode and isWelcomeKit: the server takes those from the signed-in user,
 * the agency in effect and the product, never from the browser, so the body holds only what names the work.
 */
export const CustomDownloadCommit = z.object({
  productUserCustomDownloadModel: z.object({
    pageFlexDocumentId: z.string().min(1).max(200),
    action: PunchOutAction,
    productId: Id,
    /** The custom download being edited (action edit); absent for a new one. */
    parentId: Id.optional(),
  }),
});
export type CustomDownloadCommit = z.infer<typeof CustomDownloadCommit>;

export const CustomDownloadCommitResult = z.object({
  succeeded: z.boolean(),
  /** A completed welcome kit shows the "being prepared" spinner for 20 s before the download page. */
  completed: z.boolean(),
  customDownloadId: z.string().optional(),
});
export type CustomDownloadCommitResult = z.infer<typeof CustomDownloadCommitResult>;

/** A row of the account's downloads table: the download, its status and whether its file can be fetched. */
export const CustomDownloadRow = CustomDownload.extend({
  status: z.enum(['Complete', 'Incomplete']),
  hasFile: z.boolean(),
});
export type CustomDownloadRow = z.infer<typeof CustomDownloadRow>;

/** 'send email review' (spec 2 §7): who the review went to. */
export const EmailReviewResult = z.object({ succeeded: z.boolean(), sentTo: z.string() });
export type EmailReviewResult = z.infer<typeof EmailReviewResult>;
