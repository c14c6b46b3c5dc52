import type { adminApi } from '@msc/shared/api/admin';
import type {
  AdminAnnouncement,
  AdminBanner,
  AnnouncementInput,
  BannerInput,
} from '@msc/shared/api/admin-content';
import { apiErrors, contentTexts } from '@msc/shared/messages';
import {
  AUTHORED_HTML_ATTRIBUTES,
  AUTHORED_HTML_CLASSES,
  AUTHORED_HTML_TAGS,
} from '@msc/shared/rules/authored-html';
import type sanitize from 'sanitize-html';
import { ulid } from 'ulid';
import { assetUrl } from '#catalog/index';
import {
  type AnnouncementItem,
  announcementById,
  type BannerItem,
  bannerById,
  deleteAnnouncement,
  deleteBanner,
  loadAnnouncements,
  loadBanners,
  saveAnnouncement,
  saveBanner,
} from '#home/admin';
import { badRequest, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { auditChange } from './audit';

type ContentApi = Pick<
  typeof adminApi,
  | 'announcementsAdmin'
  | 'createAnnouncement'
  | 'updateAnnouncement'
  | 'deleteAnnouncement'
  | 'bannersAdmin'
  | 'createBanner'
  | 'updateBanner'
  | 'deleteBanner'
>;

/**
 * What an announcement's HTML may keep: the formatting the home page's renderer allows (ui/sanitize-html.ts),
 * so what staff save is what agents see. Scripts, styles, event handlers and `javascript:` links go here,
 * on the server, before the text is stored; the renderer's own allowlist stays as a second line.
 */
const ANNOUNCEMENT_HTML: sanitize.IOptions = {
  allowedTags: [...AUTHORED_HTML_TAGS],
  allowedAttributes: {
    ...AUTHORED_HTML_ATTRIBUTES,
    // `rel` is set by the transform below on links that open a new tab.
    a: [...(AUTHORED_HTML_ATTRIBUTES.a ?? []), 'rel'],
    '*': ['class'],
  },
  // Typography only: a layout class of the portal's stylesheet would lay the text over an agent's page.
  allowedClasses: { '*': [...AUTHORED_HTML_CLASSES] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab gets no handle on the portal's window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** sanitize-html brings postcss and htmlparser2 (≈140 KB): loaded by the first announcement saved, not with the Lambda. */
const sanitizer = () => import('sanitize-html').then((module) => module.default);

const announcementTarget = (id: string) => `announcement:${id}`;
const bannerTarget = (id: string) => `banner:${id}`;

function toAdminAnnouncement(item: AnnouncementItem): AdminAnnouncement {
  return {
    id: item.announcementId,
    title: item.title,
    body: item.body,
    startDate: item.startDate,
    endDate: item.endDate,
    audienceRoles: [...(item.audienceRoles ?? [])],
  };
}

function toAdminBanner(item: BannerItem): AdminBanner {
  return {
    id: item.bannerId,
    name: item.name,
    imageKey: item.imageKey,
    imageUrl: assetUrl(item.imageKey),
    linkUrl: item.linkUrl,
    altText: item.altText,
    sortOrder: item.sortOrder,
    isActive: item.isActive,
    startDate: item.startDate,
    endDate: item.endDate,
  };
}

async function announcementItem(announcementId: string, input: AnnouncementInput): Promise<AnnouncementItem> {
  const clean = await sanitizer();
  const body = clean(input.body, ANNOUNCEMENT_HTML).trim();
  // Nothing left to show once the unsafe markup is gone: say so rather than store an empty announcement.
  if (!clean(body, { allowedTags: ['img'], allowedAttributes: { img: ['src'] } }).trim())
    throw badRequest(contentTexts.announcements.bodyEmpty, { body: [contentTexts.announcements.bodyEmpty] });
  return {
    announcementId,
    title: input.title,
    body,
    startDate: input.startDate,
    endDate: input.endDate,
    audienceRoles: input.audienceRoles,
  };
}

const bannerItem = (bannerId: string, input: BannerInput): BannerItem => ({ bannerId, ...input });

async function existingAnnouncement(id: string): Promise<AnnouncementItem> {
  const item = await announcementById(id);
  if (!item) throw notFound(apiErrors.notFound);
  return item;
}

async function existingBanner(id: string): Promise<BannerItem> {
  const item = await bannerById(id);
  if (!item) throw notFound(apiErrors.notFound);
  return item;
}

/** Announcements and home banners: each write audited with its values before and after. */
export const contentService: Implementation<ContentApi> = {
  announcementsAdmin: async () => ({ results: (await loadAnnouncements()).map(toAdminAnnouncement) }),

  createAnnouncement: async ({ body, ctx, clientIp }) => {
    const item = await announcementItem(ulid(), body);
    await saveAnnouncement(item);
    const after = toAdminAnnouncement(item);
    await auditChange(ctx, 'admin.create', announcementTarget(item.announcementId), { after }, clientIp);
    return after;
  },

  updateAnnouncement: async ({ params, body, ctx, clientIp }) => {
    const stored = await existingAnnouncement(params.id);
    const item = await announcementItem(stored.announcementId, body);
    await saveAnnouncement(item, stored);
    const before = toAdminAnnouncement(stored);
    const after = toAdminAnnouncement(item);
    await auditChange(
      ctx,
      'admin.update',
      announcementTarget(item.announcementId),
      { before, after },
      clientIp,
    );
    return after;
  },

  deleteAnnouncement: async ({ params, ctx, clientIp }) => {
    const stored = await existingAnnouncement(params.id);
    await deleteAnnouncement(stored);
    const before = toAdminAnnouncement(stored);
    await auditChange(ctx, 'admin.delete', announcementTarget(stored.announcementId), { before }, clientIp);
    return { deleted: true };
  },

  bannersAdmin: async () => ({ results: (await loadBanners()).map(toAdminBanner) }),

  createBanner: async ({ body, ctx, clientIp }) => {
    const item = bannerItem(ulid(), body);
    await saveBanner(item);
    const after = toAdminBanner(item);
    await auditChange(ctx, 'admin.create', bannerTarget(item.bannerId), { after }, clientIp);
    return after;
  },

  updateBanner: async ({ params, body, ctx, clientIp }) => {
    const stored = await existingBanner(params.id);
    const item = bannerItem(stored.bannerId, body);
    await saveBanner(item, stored);
    const before = toAdminBanner(stored);
    const after = toAdminBanner(item);
    await auditChange(ctx, 'admin.update', bannerTarget(item.bannerId), { before, after }, clientIp);
    return after;
  },

  deleteBanner: async ({ params, ctx, clientIp }) => {
    const stored = await existingBanner(params.id);
    await deleteBanner(stored);
    const before = toAdminBanner(stored);
    await auditChange(ctx, 'admin.delete', bannerTarget(stored.bannerId), { before }, clientIp);
    return { deleted: true };
  },
};
