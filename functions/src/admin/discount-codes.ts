import type { AdminDiscountCode, adminApi, DiscountCodeTermsInput } from '@msc/shared/api/admin';
import { adminTexts, apiErrors } from '@msc/shared/messages';
import {
  allDiscountCodes,
  createDiscountCode,
  type DiscountCodeItem,
  discountCodesByCode,
  saveDiscountCodeTerms,
} from '#incentives/index';
import { conflict, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { auditChange } from './audit';

type DiscountCodesApi = Pick<
  typeof adminApi,
  'discountCodes' | 'createDiscountCode' | 'updateDiscountCode' | 'deactivateDiscountCode'
>;

const target = (code: string) => `discountCode:${code.toLowerCase()}`;

function toAdminDiscountCode(item: DiscountCodeItem): AdminDiscountCode {
  return {
    code: item.code,
    name: item.name,
    description: item.description,
    discountType: item.discountType,
    value: item.value,
    validFrom: item.validFrom,
    validTo: item.validTo,
    isActive: item.isActive,
    maxUses: item.maxUses,
    maxUsesPerAgency: item.maxUsesPerAgency,
    timesUsed: item.timesUsed,
    igniteTier: item.igniteTier,
  };
}

async function existing(code: string): Promise<DiscountCodeItem> {
  const [item] = await discountCodesByCode([code]);
  if (!item) throw notFound(apiErrors.notFound);
  return item;
}

/** A free-mailing code takes no value: the order's mailings are free. */
const termsOf = (input: DiscountCodeTermsInput) => ({
  ...input,
  value: input.discountType === 'freeMailing' ? 0 : input.value,
});

export const discountCodesService: Implementation<DiscountCodesApi> = {
  discountCodes: async () => {
    const codes = await allDiscountCodes();
    return { results: codes.map(toAdminDiscountCode) };
  },

  createDiscountCode: async ({ body, ctx, clientIp }) => {
    const { code, ...terms } = body;
    const item: DiscountCodeItem = { code, ...termsOf(terms), timesUsed: 0 };
    if (!(await createDiscountCode(item))) throw conflict(adminTexts.discountCodes.codeTaken);
    const after = toAdminDiscountCode(item);
    await auditChange(ctx, 'admin.create', target(code), { after }, clientIp);
    return after;
  },

  updateDiscountCode: async ({ params, body, ctx, clientIp }) => {
    const stored = await existing(params.code);
    await saveDiscountCodeTerms(stored.code, termsOf(body));
    const after = toAdminDiscountCode(await existing(stored.code));
    const before = toAdminDiscountCode(stored);
    await auditChange(ctx, 'admin.update', target(stored.code), { before, after }, clientIp);
    return after;
  },

  deactivateDiscountCode: async ({ params, ctx, clientIp }) => {
    const stored = await existing(params.code);
    const { code, timesUsed, igniteTier, ...terms } = stored;
    await saveDiscountCodeTerms(code, { ...terms, isActive: false });
    const after = toAdminDiscountCode(await existing(code));
    const before = toAdminDiscountCode(stored);
    await auditChange(ctx, 'admin.deactivate', target(code), { before, after }, clientIp);
    return after;
  },
};
