import * as z from 'zod';
import { Id } from './fields';

/** A home-page announcement (spec 1 §3); body is HTML. */
export const Announcement = z.object({
  id: Id,
  title: z.string(),
  body: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

/** A home-page banner. The spec only says "Banners: list"; the fields are ours. */
export const Banner = z.object({
  id: Id,
  name: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().optional(),
  altText: z.string().optional(),
});
export type Banner = z.infer<typeof Banner>;

export const BannerList = z.array(Banner);
export type BannerList = z.infer<typeof BannerList>;
