import type { FigureCounts } from '@msc/shared/rules/order-figures';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { ttl } from './attribute-types';

/**
 * One bucket of an agency's order figures (shared/src/rules/order-figures.ts): a month, day or hour of
 * order dates, or a mail month, with its named counts (units per product, orders and spend per program,
 * drops and pieces). Kept up to date when an order is placed, canceled or its drops change (orders
 * capability); the `backfill-order-figures` job writes them anew from the orders. A partition of its own,
 * apart from the agency's lists, so that only what writes orders is granted it.
 */
export const OrderFigureEntity = lazyEntity({
  model: { entity: 'orderFigure', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    /** `m#YYYY-MM`, `d#YYYY-MM-DD`, `h#YYYY-MM-DDTHH`, `x#YYYY-MM`. */
    bucket: { type: 'string', required: true },
    /** Named counts, bounded by the catalogue and the program types. */
    counts: { type: CustomAttributeType<FigureCounts>('any'), required: true },
    /** Each write adds one, on condition of the one read (two placements at once both count). */
    version: { type: 'number', required: true },
    /** Day and hour buckets expire once no window reads them. */
    ttl,
  },
  indexes: {
    byBucket: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
      pk: { field: 'pk', composite: ['agencyId'], template: '$msc#figures#agencyid_${agencyId}' },
      sk: { field: 'sk', composite: ['bucket'] },
    },
  },
});
