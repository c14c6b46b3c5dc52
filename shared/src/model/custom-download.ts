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

/** Commit a customized download after the editor returns (spec 2 §3 "Custom download commit"). */
export const CustomDownloadCommit = z.object({
  productUserCustomDownloadModel: z.object({
    userName: z.string(),
    pageFlexDocumentId: z.string().min(1),
    action: PunchOutAction,
    productId: Id,
    statCode: z.string().optional(),
    isWelcomeKit: z.boolean(),
    parentId: z.string().optional(),
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
