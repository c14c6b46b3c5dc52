import { apiErrors } from '@msc/shared/messages';
import type { SetProspects } from '@msc/shared/model/prospecting';
import { formatCount } from '@msc/shared/rules/formatting';
import { prospectPriceCents, prospectUnitPriceCents } from '@msc/shared/rules/pricing';
import { includesPhoneNumber, prospectTargetCount } from '@msc/shared/rules/prospecting-zip';
import { buysProspects } from '@msc/shared/rules/recipient-step-routing';
import { productById } from '#catalog/index';
import { businessRule } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { availableProspects, prospectingProduct, requireAgency } from '#prospecting/index';
import type { OrderStateRecord } from './personalization-store';

/**
 * Step 2 of a prospecting order on the server (spec 2 §4 "Next saves ZIP data"): the prospects are counted
 * again from the targeting, the option's target count taken from that count (a chosen quantity may not
 * pass it) and priced at the letter's price, phone numbers priced higher. The prospects themselves come
 * from the list provider once the order is placed: the state keeps the targeting, not mail contacts.
 */
export async function setProspects(
  ctx: RequestContext,
  record: OrderStateRecord,
  body: SetProspects,
): Promise<OrderStateRecord> {
  if (!buysProspects(record.programType)) throw businessRule(apiErrors.notProspecting);
  await requireAgency(ctx);
  const letter = await productById(record.productId);
  if (!letter) throw businessRule(apiErrors.productNoLongerAvailable);
  await prospectingProduct(letter.itemNumber);
  const available = await availableProspects(body);
  const includePhoneNumber = includesPhoneNumber(body.option);
  const availableCount = includePhoneNumber ? available.withPhone : available.withoutPhone;
  const quantity = body.quantity ?? 0;
  if (quantity > availableCount) {
    const message = apiErrors.prospectsNotAvailable(formatCount(availableCount));
    throw businessRule(message, { quantity: [message] });
  }
  const targetCount = prospectTargetCount(body.option, available, {
    withPhone: quantity,
    withoutPhone: quantity,
  });
  if (targetCount <= 0) throw businessRule(apiErrors.noProspectsChosen);
  const unitPrice = prospectUnitPriceCents(letter.unitPrice, includePhoneNumber);
  return {
    ...record,
    zipCodes: [...new Set(body.zipCodes.map((zip) => zip.slice(0, 5)))],
    zipRadius: body.zipRadius,
    crossStateBoundary: body.crossStateBoundary,
    includePhoneNumber,
    prospectOption: body.option,
    isOwnListUploaded: false,
    availableCount,
    targetCount,
    unitPrice,
    totalPrice: prospectPriceCents(targetCount, unitPrice),
  };
}

/**
 * The unit price of an order state's piece now: the product's price, and for purchased prospects with
 * phone numbers the phone charge on top.
 */
export function pieceUnitPrice(record: OrderStateRecord, productUnitPrice: number): number {
  const withPhone =
    buysProspects(record.programType) && !record.isOwnListUploaded && record.includePhoneNumber;
  return prospectUnitPriceCents(productUnitPrice, withPhone);
}
