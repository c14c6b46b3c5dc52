import { lazyEntity } from '../lazy-entity';

/**
 * A discount code the cart accepts (spec 1: apply and remove a code). Looked up by code (keys are
 * lower-cased, so the lookup ignores case); valid when today is within [validFrom, validTo] and it is
 * active. The admin list is one partition by code.
 */
export const DiscountCodeEntity = lazyEntity({
  model: { entity: 'discountCode', version: '1', service: 'msc' },
  attributes: {
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    /** percent: `value` is percent off; amount: cents off; freeMailing: the order's mailings are free. */
    discountType: { type: ['percent', 'amount', 'freeMailing'] as const, required: true },
    value: { type: 'number', required: true },
    /** YYYY-MM-DD, inclusive. */
    validFrom: { type: 'string', required: true },
    validTo: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    /** Placed orders the code was applied to (counted when the order is written). */
    timesUsed: { type: 'number', required: true, default: 0 },
    /** Set on codes that belong to an Ignite tier: only an agency holding that tier may use them. */
    igniteTier: { type: 'string' },
    /** Placed orders the code may be used on, all agencies together; absent: no cap. */
    maxUses: { type: 'number' },
    /** Placed orders one agency may use the code on; absent: no cap (counted in discountCodeUse). */
    maxUsesPerAgency: { type: 'number' },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['code'] },
      sk: { field: 'sk', composite: [] },
    },
    allDiscountCodes: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['code'] },
    },
  },
});

/**
 * How many placed orders of one agency used a code: counted in the order's own transaction, on condition
 * the code's per-agency cap is not reached, so concurrent orders never pass it.
 */
export const DiscountCodeUseEntity = lazyEntity({
  model: { entity: 'discountCodeUse', version: '1', service: 'msc' },
  attributes: {
    code: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    uses: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    useOfAgency: {
      pk: { field: 'pk', composite: ['code'] },
      sk: { field: 'sk', composite: ['agencyId'] },
    },
  },
});
