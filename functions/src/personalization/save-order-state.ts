import { notePieceFingerprint } from '#cart/index';
import {
  type OrderStateRecord,
  putOrderState as putStoredOrderState,
  saveRecipients as saveStoredRecipients,
} from './personalization-store';
import { pieceFingerprint } from './piece-fingerprint';

/**
 * Every change of an order state's content goes through here, so a piece already in the cart is noted as
 * changed (and the cart then asks to add it again) whichever step changed it.
 */
async function noted(saved: OrderStateRecord): Promise<OrderStateRecord> {
  await notePieceFingerprint(
    { userName: saved.userName, agencyId: saved.agencyId },
    saved.orderStateId,
    pieceFingerprint(saved),
  );
  return saved;
}

/** Replaces a state with its new version (the server's whole copy). */
export async function putOrderState(state: OrderStateRecord): Promise<OrderStateRecord> {
  return noted(await putStoredOrderState(state));
}

/** Replaces the state's recipients and saves the state; answers it with its contacts. */
export async function saveRecipients(
  state: OrderStateRecord,
  mailContacts: OrderStateRecord['mailContacts'],
): Promise<OrderStateRecord> {
  return noted(await saveStoredRecipients(state, mailContacts));
}
