import { apiErrors, toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { ChannelType } from '@msc/shared/model/enum-values';
import type { OrderItemData } from '@msc/shared/model/order';
import {
  checkExpressOrderItemCount,
  isExpressOrderItem,
  toCartItemRuleView,
} from '@msc/shared/rules/cart-rules';
import { checkExpressLineAtPlacement, checkSubCodeCount } from '@msc/shared/rules/express-order';
import { ulid } from 'ulid';
import { recipientIdOf, responseCoder } from '#documents/index';
import {
  type BulkOrderStateRecord,
  bulkFingerprint,
  chosenBySubCode,
  findBulkOrderState,
  requireExpressPlaceable,
} from '#express-order/index';
import type { OrderDetailRowInput, OrderItemRecord, OrderRecord } from '#orders/index';
import { businessRule, conflict } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { policyholderAddress } from '#policyholders/index';
// A type only: the checkout Lambda that places orders bundles no responses store.
import type { HoldoutRecipientRecord } from '#responses/index';

/**
 * Placing an Express Order (spec 1 §7 "Express place order uses the same shape"): one order per sub code,
 * tied by one `bulkOrderId`, each with its item (recipients count, proof, drop) and the cart's totals
 * shared out by price, so discounts and incentives apply to the whole. The cart's subtotal is checked to
 * be the summary's (the money comes from the rows, never from the line's quantity). The caller writes them
 * all in the one order transaction: every sub code's order or none.
 */

/**
 * The cart's Express Order, checked before the card is authorized: alone in the cart, its summary ready,
 * the line added from the state's current run and charging exactly what the summary's rows charge (units
 * and prices), each sub code still mailing the recipients its row counts, and its preflight still
 * acknowledged. `fingerprints` are the cart lines' fingerprints as added (the cart's own store).
 */
export async function bulkOrderOfCart(
  ctx: RequestContext,
  cart: Cart,
  fingerprints: ReadonlyMap<string, string | undefined>,
): Promise<BulkOrderStateRecord | undefined> {
  const views = cart.items.map(toCartItemRuleView);
  const express = views.find(isExpressOrderItem);
  if (!express) return undefined;
  const alone = checkExpressOrderItemCount(views);
  if (!alone.ok) throw conflict(toasts[alone.reason].message);
  const record = express.bulkOrderStateId
    ? await findBulkOrderState(ctx.user.userName, express.bulkOrderStateId)
    : undefined;
  if (!record || record.agencyId !== ctx.agencyId) throw businessRule(apiErrors.orderStateIncomplete);
  if (record.summary?.status !== 'ready') throw conflict(apiErrors.pieceChanged);
  const line = cart.items[0]!;
  const placeable = checkExpressLineAtPlacement(
    {
      units: line.shippedQuantity ?? line.quantity,
      subTotal: cart.subTotal,
      fingerprint: fingerprints.get(line.id),
    },
    {
      runFingerprint: record.runFingerprint,
      currentFingerprint: bulkFingerprint(record),
      summary: record.summary,
    },
  );
  if (!placeable.ok) throw conflict(apiErrors[placeable.reason]);
  // Checked before the card is authorized: more orders than one transaction holds could not be placed.
  const count = checkSubCodeCount(record.summary.rows.length);
  if (!count.ok) throw businessRule(apiErrors[count.reason]);
  await requireExpressPlaceable(record);
  return record;
}

/** `amount` split by `weights` in whole cents; the last share takes the rounding, so the shares add up. */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  let given = 0;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return amount - given;
    const share = whole > 0 ? Math.floor((amount * weight) / whole) : 0;
    given += share;
    return share;
  });
}

/** A sub code's holdout as its order line keeps it, when its list held some recipients out. */
function holdoutOfSubCode(
  record: BulkOrderStateRecord,
  row: { statCode: string; quantity: number },
): Pick<OrderItemData, 'holdout'> {
  const percent = record.holdout?.percent;
  const heldOut = record.orderStates.find((child) => child.statCode === row.statCode)?.heldOut ?? 0;
  return percent && heldOut > 0 ? { holdout: { percent, heldOut, mailed: row.quantity } } : {};
}

export interface BulkOrderWrite {
  order: Omit<OrderRecord, 'orderNumber'>;
  items: Omit<OrderItemRecord, 'agencyId' | 'orderDate'>[];
}

/** One order per sub code of the bulk summary; the first takes `firstOrderId` (the payment's order id). */
export function bulkOrderWrites(
  base: Omit<OrderRecord, 'orderNumber'>,
  record: BulkOrderStateRecord,
  cart: Cart,
  firstOrderId: string,
  bulkOrderId: string,
): BulkOrderWrite[] {
  const rows = record.summary?.rows ?? [];
  const line = cart.items[0]!;
  const prices = rows.map((row) => row.price);
  const subTotals = shareOut(cart.subTotal, prices);
  const discounts = shareOut(cart.discountTotal, prices);
  const shipping = shareOut(cart.shipping, prices);
  const charges = shareOut(cart.additionalChargeTotal, prices);
  const totals = shareOut(cart.total, prices);
  return rows.map((row, index) => {
    const orderId = index === 0 ? firstOrderId : ulid();
    const data: OrderItemData = {
      id: row.orderStateId,
      isMultiChannel: false,
      channelType: record.channelType as OrderItemData['channelType'],
      includePhoneNumber: false,
      programType: record.programType as OrderItemData['programType'],
      targetCount: row.quantity,
      // Step 4's holdout (issue 48): the order page shows it; the row's quantity is the mailed.
      ...holdoutOfSubCode(record, row),
      pageFlexDocumentId: row.proofDocumentId,
      statCode: row.statCode,
      bulkOrderStateId: record.bulkOrderStateId,
      dropDetails: record.dropDetails
        ? {
            ...record.dropDetails,
            // Each sub code's order mails its own recipients on the one drop.
            mailingDetails: record.dropDetails.mailingDetails.map((mailing) => ({
              ...mailing,
              quantity: row.quantity,
              price: row.price,
            })),
          }
        : undefined,
    };
    return {
      order: {
        ...base,
        orderId,
        statCode: row.statCode,
        agencyName: row.agencyName,
        bulkOrderId,
        subTotal: subTotals[index]!,
        discountTotal: discounts[index]!,
        shipping: shipping[index]!,
        shipMethodCost: shipping[index]!,
        additionalChargeTotal: charges[index]!,
        total: totals[index]!,
      },
      items: [
        {
          userName: base.userName,
          orderId,
          itemId: `${line.id}-${index + 1}`,
          productId: line.product.id,
          itemNumber: line.product.itemNumber,
          name: line.product.name,
          description: line.product.description,
          unitPrice: line.unitPrice,
          quantity: row.quantity,
          status: 'Pending',
          orderStateIds: [row.orderStateId],
          data,
        },
      ],
    };
  });
}

/**
 * The order list contact table of each sub code's order: its mailed recipients on the drop, and those its
 * holdout kept back (issue 48), which the caller stores apart for results to compare.
 */
export async function bulkRecipientRows(
  record: BulkOrderStateRecord,
  placed: readonly {
    orderId: string;
    orderNumber: string;
    orderDate: string;
    statCode: string;
    agencyName: string;
  }[],
  product: { name: string; itemNumber: string },
): Promise<{ rows: OrderDetailRowInput[]; heldOut: HoldoutRecipientRecord[] }> {
  // Read again by the order-recipients task: placing checked the same counts against the rows.
  const chosen = await chosenBySubCode(record);
  const heldOut = placed.flatMap((order) =>
    (chosen.get(order.statCode)?.heldOut ?? []).map((holder) => {
      const { addressLine2, ...address } = policyholderAddress(holder);
      return {
        agencyId: record.agencyId,
        orderId: order.orderId,
        recipientId: recipientIdOf(holder),
        pieceId: record.bulkOrderStateId,
        ...address,
        ...(addressLine2 ? { addressLine2 } : {}),
      };
    }),
  );
  const mailDate = record.dropDetails?.mailingDetails[0]?.mailDate;
  const codeOf = await responseCoder();
  const rows: OrderDetailRowInput[] = [];
  for (const order of placed) {
    let rowNumber = 0;
    for (const holder of chosen.get(order.statCode)?.recipients ?? []) {
      rowNumber += 1;
      const recipientId = recipientIdOf(holder);
      rows.push({
        userName: record.userName,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        orderDate: order.orderDate,
        rowNumber,
        listId: record.bulkOrderStateId,
        mailingDate: mailDate,
        marketingChannel: record.channelType === ChannelType.Email ? 'Email' : 'Direct Mail',
        ...policyholderAddress(holder),
        phone: holder.phone,
        email: holder.email,
        agencyName: order.agencyName,
        statId: order.statCode,
        productName: product.name,
        productNumber: product.itemNumber,
        drop: 1,
        recipientId,
        responseCode: codeOf({ pieceId: record.bulkOrderStateId, recipientId, drop: 1 }),
      });
    }
  }
  return { rows, heldOut };
}
