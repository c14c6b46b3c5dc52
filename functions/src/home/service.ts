import type { homeApi } from '@msc/shared/api/home';
import { now, nowMs } from '@msc/shared/clock';
import type { IgniteDetails } from '@msc/shared/model/ignite';
import { businessToday } from '@msc/shared/rules/business-date';
import { bannersShown, isAnnouncementShown } from '@msc/shared/rules/home-content';
import { NEW_RESPONSES_SHOWN, newResponsesSince } from '@msc/shared/rules/new-responses';
import { agencyOfRequest } from '#agency/index';
import { assetUrl, newestProducts, type ProductItem, productsByIds } from '#catalog/index';
import { loadIgniteDetails } from '#incentives/index';
import { unitsOrderedSince } from '#orders/index';
import { savedOrderStates } from '#personalization/index';
import type { Implementation } from '#platform/implement';
import { newestResponsesOfAgency } from '#responses/index';
import { loadAnnouncements, loadBanners } from './home-store';

const TOP_PICKS = 4;
const TOP_PICKS_WINDOW_DAYS = 365;

const thumbnailOf = (product: ProductItem | undefined) =>
  product?.imageKey ? assetUrl(product.imageKey) : undefined;

export const homeService: Implementation<typeof homeApi> = {
  announcements: async ({ ctx }) => {
    const today = businessToday(now());
    const announcements = (await loadAnnouncements())
      .filter((announcement) => isAnnouncementShown(announcement, ctx.user.roles, today))
      .map(({ announcementId, title, body }) => ({ id: announcementId, title, body }));
    return { succeeded: true, announcements };
  },

  banners: async () =>
    bannersShown(await loadBanners(), businessToday(now())).map((banner) => ({
      id: banner.bannerId,
      name: banner.name,
      imageUrl: assetUrl(banner.imageKey),
      linkUrl: banner.linkUrl,
      altText: banner.altText,
    })),

  igniteDetails: async ({ ctx }) => {
    if (!(ctx.agencyId > 0)) return {};
    const agency = await agencyOfRequest(ctx);
    const item = await loadIgniteDetails(agency.agencyId);
    if (!item) return {};
    const igniteDetails: IgniteDetails = {
      igniteStatus: item.igniteStatus,
      discountCode: item.discountCode,
      discountShortCode: item.discountShortCode,
      discountName: item.discountName,
      discountDescription: item.discountDescription,
      discountValue: item.discountValue,
      usage: item.usage,
      remaining: item.remaining,
      statId: item.statId,
      subTier: item.subTier,
      reductionRate: item.reductionRate,
    };
    return { igniteDetails };
  },

  /** The agency comes from the session (agencyOfRequest checks the user acts for it), never the browser. */
  newResponses: async ({ ctx }) => {
    if (!(ctx.agencyId > 0)) return { results: [] };
    const agency = await agencyOfRequest(ctx);
    const responses = await newestResponsesOfAgency(
      agency.agencyId,
      newResponsesSince(nowMs()),
      NEW_RESPONSES_SHOWN,
    );
    return {
      results: responses.map((response) => ({
        id: response.responseId,
        kind: response.kind,
        recipientName: response.recipientName,
        pieceName: response.pieceName,
        drop: response.drop,
        at: response.at,
        orderId: response.orderId,
        orderNumber: response.orderNumber,
        itemId: response.itemId,
      })),
    };
  },

  savedItems: async ({ ctx }) => {
    // Children (the email of a multi-channel pair) travel with their parent.
    const states = (await savedOrderStates(ctx.user.userName))
      .filter((state) => !state.parentId)
      .sort((a, b) => b.updated.localeCompare(a.updated));
    const products = await productsByIds(states.map((state) => state.productId));
    const results = states.flatMap((state) => {
      const product = products.get(state.productId);
      if (!product) return [];
      return [
        {
          id: state.orderStateId,
          productId: state.productId,
          productName: product.name,
          itemNumber: product.itemNumber,
          programType: state.programType,
          thumbnailUrl: thumbnailOf(product),
          updated: state.updated,
        },
      ];
    });
    return { results, total: results.length };
  },

  topPicks: async ({ ctx }) => {
    let units = new Map<string, number>();
    if (ctx.agencyId > 0) {
      const agency = await agencyOfRequest(ctx);
      const since = new Date(nowMs() - TOP_PICKS_WINDOW_DAYS * 86_400_000).toISOString();
      // The agency's order figures (orders/order-figures.ts), not a year of its orders.
      units = await unitsOrderedSince(agency.agencyId, since);
    }
    const ranked = [...units.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const products = await productsByIds(ranked.slice(0, TOP_PICKS * 2).map(([productId]) => productId));
    const picks = ranked
      .filter(([productId]) => products.has(productId))
      .slice(0, TOP_PICKS)
      .map(([productId, unitsOrdered]) => {
        const product = products.get(productId)!;
        return {
          productId,
          name: product.name,
          itemNumber: product.itemNumber,
          thumbnailUrl: thumbnailOf(product),
          unitsOrdered,
        };
      });
    if (picks.length < TOP_PICKS) {
      const taken = new Set(picks.map((pick) => pick.productId));
      for (const product of await newestProducts(TOP_PICKS * 2)) {
        if (picks.length >= TOP_PICKS) break;
        if (taken.has(product.productId)) continue;
        picks.push({
          productId: product.productId,
          name: product.name,
          itemNumber: product.itemNumber,
          thumbnailUrl: thumbnailOf(product),
          unitsOrdered: 0,
        });
      }
    }
    return { results: picks };
  },
};
