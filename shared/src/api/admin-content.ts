import * as z from 'zod';
import { contentTexts } from '../messages/content-texts';
import { Id, IsoDate, UlidId } from '../model/fields';
import { FEED_JOB_NAMES, JobRun } from '../model/job-run';
import { RoleSchema } from '../model/user';
import { ALL_ROLES } from '../rules/roles';
import { endpoint } from './endpoint';
import { CreateImageUpload, ImageUpload } from './images';

/**
 * The Admin Center's Content (/manager/content): home-page announcements and banners, each shown from its
 * first to its last day (`rules/home-content.ts`). Reads for every staff role, writes need `manageContent`.
 */

const texts = contentTexts;
const optionalDate = z.preprocess((value) => (value === '' ? undefined : value), IsoDate.optional());

function checkDates(window: { startDate?: string; endDate?: string }, issues: z.RefinementCtx) {
  if (window.startDate && window.endDate && window.endDate < window.startDate)
    issues.addIssue({ code: 'custom', path: ['endDate'], message: texts.datesOrder });
}

const AnnouncementFields = z.object({
  title: z.string().trim().min(1, texts.announcements.titleRequired).max(200),
  /** HTML; the server keeps only the allowed formatting (scripts, handlers and styles go). */
  body: z.string().trim().min(1, texts.announcements.bodyRequired).max(20_000),
  startDate: IsoDate,
  endDate: optionalDate,
  /** None = every user. */
  audienceRoles: z.array(RoleSchema).max(ALL_ROLES.length).default([]),
});

export const AnnouncementInput = AnnouncementFields.superRefine(checkDates);
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;

// Answers carry the stored values as they are: no input clean-up (a one-way transform cannot encode).
export const AdminAnnouncement = AnnouncementFields.extend({
  id: z.string(),
  endDate: IsoDate.optional(),
  audienceRoles: z.array(z.string()),
});
export type AdminAnnouncement = z.infer<typeof AdminAnnouncement>;

/** A stored image's key in the assets bucket (seeded banners and products, uploads), never a path out of it. */
export const AssetImageKey = z
  .string()
  .trim()
  .min(1, texts.banners.imageRequired)
  .max(300)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_-]*\.(png|jpe?g|gif|svg|webp)$/i, texts.banners.imageFormat);

/** An uploaded file (`createProductImageUpload`, `createBannerImageUpload`) to check and store in the assets bucket. */
export const StoreAssetImage = z.object({ uploadId: UlidId });

/** A stored asset image: its key (what a product or banner saves) and where it and its thumbnail load from. */
export const AssetImage = z.object({ imageKey: z.string(), imageUrl: z.string(), thumbnailUrl: z.string() });
export type AssetImage = z.infer<typeof AssetImage>;

/** A portal path or an https address: never `javascript:` or another scheme. */
const BannerLink = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, texts.banners.linkFormat)
    .optional(),
);

const BannerFields = z.object({
  name: z.string().trim().min(1, texts.banners.nameRequired).max(100),
  imageKey: AssetImageKey,
  linkUrl: BannerLink,
  altText: z.string().trim().max(200).optional(),
  sortOrder: z.number().int(texts.banners.orderFormat).min(0, texts.banners.orderFormat).max(9999),
  isActive: z.boolean().default(true),
  startDate: optionalDate,
  endDate: optionalDate,
});

export const BannerInput = BannerFields.superRefine(checkDates);
export type BannerInput = z.infer<typeof BannerInput>;

export const AdminBanner = BannerFields.extend({
  id: z.string(),
  imageKey: z.string(),
  linkUrl: z.string().optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  /** Where the home page loads the image from. */
  imageUrl: z.string(),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

const contentId = z.object({ id: Id });
const jobName = z.object({ name: z.enum(FEED_JOB_NAMES) });

/**
 * The largest feed file dropped by hand: within the API's request body limit (the provider's own files
 * land in the bucket directly, whatever their size).
 */
export const FEED_FILE_MAX_CHARS = 900_000;

export const FeedFileDrop = z.object({
  /** The file's own name: its period (`2026-11.csv`, `2026-11-23.csv`) says which month or day it is. */
  fileName: z.string().trim().min(1).max(100),
  csv: z.string().min(1, contentTexts.jobs.fileRequired).max(FEED_FILE_MAX_CHARS),
});

export const adminContentApi = {
  announcementsAdmin: endpoint({
    method: 'GET',
    path: '/admin/announcements',
    auth: 'adminAccess',
    response: z.object({ results: z.array(AdminAnnouncement) }),
  }),
  createAnnouncement: endpoint({
    method: 'POST',
    path: '/admin/announcements',
    auth: 'manageContent',
    body: AnnouncementInput,
    response: AdminAnnouncement,
    status: 201,
  }),
  updateAnnouncement: endpoint({
    method: 'PUT',
    path: '/admin/announcements/{id}',
    auth: 'manageContent',
    params: contentId,
    body: AnnouncementInput,
    response: AdminAnnouncement,
  }),
  deleteAnnouncement: endpoint({
    method: 'DELETE',
    path: '/admin/announcements/{id}',
    auth: 'manageContent',
    params: contentId,
    response: z.object({ deleted: z.literal(true) }),
  }),
  bannersAdmin: endpoint({
    method: 'GET',
    path: '/admin/banners',
    auth: 'adminAccess',
    response: z.object({ results: z.array(AdminBanner) }),
  }),
  createBanner: endpoint({
    method: 'POST',
    path: '/admin/banners',
    auth: 'manageContent',
    body: BannerInput,
    response: AdminBanner,
    status: 201,
  }),
  updateBanner: endpoint({
    method: 'PUT',
    path: '/admin/banners/{id}',
    auth: 'manageContent',
    params: contentId,
    body: BannerInput,
    response: AdminBanner,
  }),
  deleteBanner: endpoint({
    method: 'DELETE',
    path: '/admin/banners/{id}',
    auth: 'manageContent',
    params: contentId,
    response: z.object({ deleted: z.literal(true) }),
  }),
  /** A presigned POST for a banner's image, as the image library's (same type and size limits). */
  createBannerImageUpload: endpoint({
    method: 'POST',
    path: '/admin/banner-images/uploads',
    auth: 'manageContent',
    body: CreateImageUpload,
    response: ImageUpload,
    status: 201,
  }),
  /** The upload checked and stored as a banner image; the banner refers to it once saved. */
  storeBannerImage: endpoint({
    method: 'POST',
    path: '/admin/banner-images',
    auth: 'manageContent',
    body: StoreAssetImage,
    response: AssetImage,
    status: 201,
  }),
  /** Job runs: the feed job run once now, as the schedule runs it (its run record answers, a failed one too). */
  runJob: endpoint({
    method: 'POST',
    path: '/admin/jobs/{name}/run',
    auth: 'runJobs',
    params: jobName,
    response: JobRun,
  }),
  /** A provider feed file dropped by hand where the provider's lands, refused with the job's own message. */
  dropFeedFile: endpoint({
    method: 'POST',
    path: '/admin/jobs/{name}/feed',
    auth: 'runJobs',
    params: jobName,
    body: FeedFileDrop,
    response: z.object({ key: z.string(), rows: z.number().int(), refusedRows: z.number().int() }),
    status: 201,
  }),
};
