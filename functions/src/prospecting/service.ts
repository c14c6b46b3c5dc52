import type { prospectingApi } from '@msc/shared/api/prospecting';
import { apiErrors } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import { prospectPriceCents, prospectUnitPriceCents } from '@msc/shared/rules/pricing';
import { agencyOfRequest } from '#agency/index';
import { type ProductItem, productByItemNumber } from '#catalog/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { availableProspects } from './availability';
import { zipsOfState } from './prospecting-store';

/** Prospecting needs an agency (spec 2: default agency id 0 is not eligible); another's answers 404. */
export async function requireAgency(ctx: RequestContext): Promise<void> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  await agencyOfRequest(ctx);
}

/** A prospecting letter of the catalogue; any other item number is not something to price prospects for. */
export async function prospectingProduct(itemNumber: string): Promise<ProductItem> {
  const product = await productByItemNumber(itemNumber);
  if (!product?.programTypes.includes('Prospecting')) throw notFound(apiErrors.productNotFound);
  return product;
}

export const prospectingService: Implementation<typeof prospectingApi> = {
  zipLookup: async ({ query }) => {
    const city = query.city.trim().toLowerCase();
    const zips = await zipsOfState(query.state);
    return {
      results: zips
        .filter((zip) => zip.city.toLowerCase().startsWith(city))
        .sort((a, b) => a.zip.localeCompare(b.zip))
        .map((zip) => ({ zipCode: zip.zip, city: zip.city, state: zip.state })),
    };
  },

  count: async ({ ctx, body }) => {
    await requireAgency(ctx);
    await prospectingProduct(body.itemNumber);
    return availableProspects(body);
  },

  price: async ({ ctx, body }) => {
    await requireAgency(ctx);
    const product = await prospectingProduct(body.itemNumber);
    const finalUnitPrice = prospectUnitPriceCents(product.unitPrice, body.includePhoneNumber);
    return {
      count: { countWithFactor: body.targetCount },
      price: { includePhoneNumber: body.includePhoneNumber },
      targetCount: body.targetCount,
      finalPrice: prospectPriceCents(body.targetCount, finalUnitPrice),
      finalUnitPrice,
    };
  },
};
