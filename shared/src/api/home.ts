import * as z from 'zod';
import { Announcement, BannerList } from '../model/content';
import { NewResponseSummary, SavedItemSummary, TopPick } from '../model/home';
import { IgniteDetails } from '../model/ignite';
import { endpoint } from './endpoint';

/** The home page's panels other than the growth opportunities (spec 1 §2 Home page, §7). */
export const homeApi = {
  /** Get announcements for user: in their date window and for the user's roles. */
  announcements: endpoint({
    method: 'GET',
    path: '/home/announcements',
    auth: 'user',
    response: z.object({ succeeded: z.literal(true), announcements: z.array(Announcement) }),
  }),
  /** GET /site/media/banner-list. */
  banners: endpoint({ method: 'GET', path: '/home/banners', auth: 'user', response: BannerList }),
  /**
   * GET /site/user/current/agency-ignite-detail: the incentive details of the agency in effect;
   * `igniteDetails` is absent when the agency has none (no agency, or not in the programme).
   */
  igniteDetails: endpoint({
    method: 'GET',
    path: '/agency/current/ignite-details',
    auth: 'user',
    response: z.object({ igniteDetails: IgniteDetails.optional() }),
  }),
  /**
   * The newest responses to the mailed pieces of the agency in effect (issue 48's panel), newest first, at
   * most `NEW_RESPONSES_SHOWN` of the last `NEW_RESPONSES_DAYS` days; none without an agency.
   */
  newResponses: endpoint({
    method: 'GET',
    path: '/home/new-responses',
    auth: 'user',
    response: z.object({ results: z.array(NewResponseSummary) }),
  }),
  /** GET /site/user/current/saved-items, newest first; the home page shows the first 2. */
  savedItems: endpoint({
    method: 'GET',
    path: '/home/saved-items',
    auth: 'user',
    response: z.object({ results: z.array(SavedItemSummary), total: z.number().int().nonnegative() }),
  }),
  topPicks: endpoint({
    method: 'GET',
    path: '/home/top-picks',
    auth: 'user',
    response: z.object({ results: z.array(TopPick) }),
  }),
};
