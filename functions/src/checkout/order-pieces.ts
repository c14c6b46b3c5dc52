import { apiErrors } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { ChannelType } from '@msc/shared/model/enum-values';
import type { OrderItemData } from '@msc/shared/model/order';
import { nameAndAddress } from '@msc/shared/rules/address-rules';
import { holdoutView, splitByHoldout } from '@msc/shared/rules/holdout-choice';
import { buysProspects } from '@msc/shared/rules/recipient-step-routing';
import { type ResponseCodeInput, recipientIdOf } from '#documents/index';
import type { OrderDetailRowInput } from '#orders/index';
import { type OrderStateRecord, ownOrderState } from '#personalization/index';
import { mapBounded } from '#platform/bounded-map';
import { businessRule, HttpError } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import type { HoldoutRecipientRecord } from '#responses/index';

/** Order states read at once while placing (a cart holds a few pieces; the bound keeps a burst small). */
const PIECE_READS_AT_ONCE = 8;

/** A personalized piece of the cart with the order state it was built in. */
export interface CartPiece {
  itemId: string;
  orderState: OrderStateRecord;
}

/**
 * The order states behind the cart's pieces: a piece whose state is gone cannot be ordered. A long list's
 * contacts stay unread (its digest stands for them in the fingerprint): the recipient rows are written
 * after the capture, from the state, by the order-recipients workflow.
 */
export async function piecesOfCart(ctx: RequestContext, cart: Cart): Promise<Map<string, CartPiece>> {
  const personalized = cart.items.flatMap((item) => (item.piece ? [{ itemId: item.id, ...item.piece }] : []));
  // Read at once (a bounded few in flight), not one after another: placing costs one round trip, not N.
  const states = await mapBounded(personalized, PIECE_READS_AT_ONCE, async ({ orderStateId }) => {
    try {
      return await ownOrderState(ctx, orderStateId, { withContacts: false });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        throw businessRule(apiErrors.orderStateIncomplete);
      throw error;
    }
  });
  return new Map(
    personalized.map(({ itemId }, index) => [itemId, { itemId, orderState: states[index]! }] as const),
  );
}

/** What an order item keeps of its piece: channel, program, count, proof, drops and prospect targeting. */
export function pieceData(state: OrderStateRecord): OrderItemData {
  return {
    id: state.orderStateId,
    isMultiChannel: state.isMultiChannel,
    channelType: state.channelType as OrderItemData['channelType'],
    includePhoneNumber: state.includePhoneNumber,
    programType: state.programType as OrderItemData['programType'],
    targetCount: state.targetCount,
    pageFlexDocumentId: state.pageFlexDocumentId,
    statCode: state.statCode,
    dropDetails: state.dropDetails,
    // Step 4's holdout (issue 48): the order page shows it; `targetCount` is the mailed.
    ...(state.holdout ? { holdout: holdoutView(state.holdout, state.targetCount) } : {}),
    // Purchased prospects: the order keeps the targeting; its list is derived from it while accessible.
    ...(buysProspects(state.programType) && !state.isOwnListUploaded && state.zipCodes?.length
      ? {
          prospects: {
            zipCodes: state.zipCodes,
            zipRadius: state.zipRadius ?? 0,
            crossStateBoundary: state.crossStateBoundary,
          },
        }
      : {}),
  };
}

/**
 * The recipients each piece held out (step 4's holdout, issue 48), drawn again from the stored seed: the
 * same ones the price left out. Results compare them with the mailed, by the same recipient id.
 */
export function pieceHoldoutRecipients(
  pieces: Iterable<CartPiece>,
  order: { agencyId: number; orderId: string },
): HoldoutRecipientRecord[] {
  return [...pieces].flatMap(({ orderState }) =>
    splitByHoldout(orderState.mailContacts, orderState.holdout).heldOut.map((contact) => {
      const { addressLine2, ...address } = nameAndAddress(contact);
      return {
        ...order,
        recipientId: recipientIdOf(contact),
        pieceId: orderState.orderStateId,
        ...address,
        ...(addressLine2 ? { addressLine2 } : {}),
      };
    }),
  );
}

/**
 * One row per recipient of each piece, on the drop that mails it: the schedule splits the recipients in
 * order over its mailings (each mailing's quantity), so every recipient is mailed once.
 */
export function pieceRecipientRows(input: {
  pieces: Iterable<CartPiece>;
  order: { userName: string; orderId: string; orderNumber: string; orderDate: string };
  agency: { agencyName: string; statId: string };
  products: Map<string, { name: string; itemNumber: string }>;
  /** The response code of a recipient on a drop's piece (issue 48: each row carries its own). */
  codeOf: (input: ResponseCodeInput) => string;
}): OrderDetailRowInput[] {
  const rows: OrderDetailRowInput[] = [];
  for (const { orderState } of input.pieces) {
    const product = input.products.get(orderState.productId);
    const mailings = orderState.dropDetails?.mailingDetails ?? [];
    const channel = orderState.channelType === ChannelType.Email ? 'Email' : 'Direct Mail';
    let next = 0;
    // The held out (step 4's holdout) get no row: they are neither mailed nor charged.
    const { mailed } = splitByHoldout(orderState.mailContacts, orderState.holdout);
    const drops = mailings.length > 0 ? mailings : [{ mailDate: undefined, quantity: mailed.length }];
    drops.forEach((mailing, dropIndex) => {
      for (const contact of mailed.slice(next, next + mailing.quantity)) {
        const recipientId = recipientIdOf(contact);
        const drop = dropIndex + 1;
        rows.push({
          ...input.order,
          rowNumber: rows.length + 1,
          listId: orderState.orderStateId,
          mailingDate: mailing.mailDate,
          marketingChannel: channel,
          ...nameAndAddress(contact),
          phone: contact.phone,
          email: contact.email,
          agencyName: input.agency.agencyName,
          statId: input.agency.statId,
          productName: product?.name ?? '',
          productNumber: product?.itemNumber ?? '',
          drop,
          recipientId,
          responseCode: input.codeOf({ pieceId: orderState.orderStateId, recipientId, drop }),
        });
      }
      next += mailing.quantity;
    });
  }
  return rows;
}
