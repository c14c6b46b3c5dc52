import type { prospectingApi } from '@msc/shared/api/prospecting';
import { apiErrors } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import { PROSPECT_PHONE_SURCHARGE_CENTS } from '@msc/shared/rules/constants';
import { prospectPriceCents } from '@msc/shared/rules/pricing';
import { agencyForUser } from '#agency/index';
import { type ProductItem, productByItemNumber } from '#catalog/index';
import { zipPrefix } from '#data/entities/zip-code';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { zipsOfCells, zipsOfPrefixes, zipsOfState } from './prospecting-store';
import { cellsToRead, countProspects, zipsInReach } from './reach';

/** Prospecting needs an agency (spec 2: default agency id 0 is not eligible); another's answers 404. */
async function requireAgency(ctx: RequestContext): Promise<void> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  await agencyForUser(ctx.user, ctx.agencyId);
}

/** A prospecting letter of the catalogue; any other item number is not something to price prospects for. */
async function prospectingProduct(itemNumber: string): Promise<ProductItem> {
  const product = await productByItemNumber(itemNumber);
  if (!product?.programTypes.includes('Prospecting')) throw notFound(apiErrors.productNotFound);
  return product;
}

/** ZIP 12345-6789 targets the 5-digit ZIP. */
const fiveDigits = (zip: string) => zip.slice(0, 5);

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
    const wanted = [...new Set(body.zipCodes.map(fiveDigits))];
    const known = await zipsOfPrefixes(wanted.map(zipPrefix));
    const centres = known.filter((zip) => wanted.includes(zip.zip));
    const candidates = await zipsOfCells(cellsToRead(centres, body.zipRadius));
    const reached = zipsInReach(centres, candidates, body.zipRadius, body.crossStateBoundary);
    const found = new Set(centres.map((zip) => zip.zip));
    return {
      ...countProspects(reached),
      unknownZipCodes: wanted.filter((zip) => !found.has(zip)),
      zipCodesReached: reached.length,
    };
  },

  price: async ({ ctx, body }) => {
    await requireAgency(ctx);
    const product = await prospectingProduct(body.itemNumber);
    const finalUnitPrice = product.unitPrice + (body.includePhoneNumber ? PROSPECT_PHONE_SURCHARGE_CENTS : 0);
    return {
      count: { countWithFactor: body.targetCount },
      price: { includePhoneNumber: body.includePhoneNumber },
      targetCount: body.targetCount,
      finalPrice: prospectPriceCents(body.targetCount, finalUnitPrice),
      finalUnitPrice,
    };
  },
};
