import { lazyEntity } from '../lazy-entity';

/**
 * A home-page banner (spec 1: "Banners: list"). Global content: one partition in display order; the
 * Admin Center writes it.
 */
export const BannerEntity = lazyEntity({
  model: { entity: 'banner', version: '1', service: 'msc' },
  attributes: {
    bannerId: { type: 'string', required: true },
    sortOrder: { type: 'number', required: true, padding: { length: 4, char: '0' } },
    name: { type: 'string', required: true },
    /** In the assets bucket. */
    imageKey: { type: 'string', required: true },
    linkUrl: { type: 'string' },
    altText: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    /** First and last day shown (both included; none = open), `rules/home-content.ts`. */
    startDate: { type: 'string' },
    endDate: { type: 'string' },
  },
  indexes: {
    banners: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['sortOrder', 'bannerId'] },
    },
  },
});
