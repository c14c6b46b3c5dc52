import { businessToday } from './business-date';
import { EXPIRY_YEAR_CHOICES } from './constants';

/** Saved card rules (spec 1 §4 "Card rules", "Payment panel on load"). */

/** The rules' view of a saved card (a model PaymentMethod fits). */
export interface CardView {
  id: string;
  isDefault: boolean;
  isExpired: boolean;
}

export type SetDefaultCardCheck = { ok: true } | { ok: false; reason: 'alreadyDefault' | 'expired' };

/** A default card cannot be set as default again; an expired card cannot be set as default. */
export function checkSetDefaultCard(card: CardView): SetDefaultCardCheck {
  if (card.isDefault) return { ok: false, reason: 'alreadyDefault' };
  if (card.isExpired) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/**
 * The card selected for the cart when the payment panel loads: the default card. Undefined when there
 * is none; the panel then reports that payment details are missing.
 */
export function cardForCart<T extends CardView>(cards: readonly T[]): T | undefined {
  return cards.find((card) => card.isDefault);
}

/** Expiry year choices: 8 years from the current year (New York calendar). */
export function expiryYearChoices(now: Date): number[] {
  const year = Number(businessToday(now).slice(0, 4));
  return Array.from({ length: EXPIRY_YEAR_CHOICES }, (_, index) => year + index);
}

/** A stored card (expiry `YYYY-MM`) is expired once its month has passed on the business calendar (`YYYY-MM-DD`). */
export const isCardExpired = (expirationDate: string, businessDay: string) =>
  expirationDate < businessDay.slice(0, 7);

/**
 * Staff acting as an agent (impersonating) may pay only with a card the agent saved before the session
 * started: the card is the agent's own choice, made without the staff member. Placing the order is the
 * help the agent asked for (an order by phone), so it is allowed on such a card rather than refused; the
 * wallet itself is read-only while impersonating, so no card can be saved during a session, and a card
 * created at or after its start (by any path) is refused all the same.
 */
export function mayPayWhileImpersonating(cardCreated: string, sessionStartedAt: string): boolean {
  const created = Date.parse(cardCreated);
  const started = Date.parse(sessionStartedAt);
  return Number.isFinite(created) && Number.isFinite(started) && created < started;
}
