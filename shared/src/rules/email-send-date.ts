import { addDays } from 'date-fns';
import { ChannelType } from '../model/enum-values';
import { type BusinessDate, fromBusinessDay, nextBusinessDay, toBusinessDay } from './business-date';
import { EMAIL_SEND_DELAY_DAYS } from './constants';
import { normalizeProgramType } from './program-type-tab';

/**
 * When an e-mail goes (spec 2 §9): "Email is sent about 1 week after the selected date for email-only, and
 * about 10 days after the direct-mail date for multi-channel (cross-sell note: 2-3 weeks)"; spec 2 §2's
 * cross-sell select-multiple-drops note: "email is sent about 2-3 weeks after the direct-mail drop".
 * One rule for every page and store: an e-mail-only piece is sent a week after each chosen date; the
 * e-mail of a multi-channel order follows the first direct-mail drop by 10 days, or by 2 weeks (the near end
 * of the cross-sell note's 2-3 weeks) for a cross-sell order; a send date on a weekend or postal holiday
 * moves to the next business day. The stored schedule carries these send dates, so step 3, the review, the
 * order page and the calendar all show the same day.
 */
export type EmailPiece =
  | { kind: 'email-only' }
  | { kind: 'multi-channel'; programType: string | null | undefined };

/** An e-mail piece on its own (not the e-mail of a multi-channel order, which follows the letter). */
export const isEmailOnlyPiece = (piece: { channelType: number; isMultiChannel?: boolean }) =>
  piece.channelType === ChannelType.Email && !piece.isMultiChannel;

export function emailSendDelayDays(piece: EmailPiece): number {
  if (piece.kind === 'email-only') return EMAIL_SEND_DELAY_DAYS.emailOnly;
  return normalizeProgramType(piece.programType) === 'CrossSell'
    ? EMAIL_SEND_DELAY_DAYS.crossSellMultiChannel
    : EMAIL_SEND_DELAY_DAYS.multiChannel;
}

/** The send date of an e-mail from its chosen date (e-mail only) or the first direct-mail drop. */
export function emailSendDate(from: BusinessDate, piece: EmailPiece): BusinessDate {
  return fromBusinessDay(nextBusinessDay(addDays(toBusinessDay(from), emailSendDelayDays(piece))));
}

/**
 * An e-mail-only piece's schedule as stored and shown: each chosen date (the drop step's, still the
 * schedule's start date) replaced by the date its e-mail is sent.
 */
export function emailOnlySendDates<T extends { mailDate: BusinessDate }>(rows: readonly T[]): T[] {
  return rows.map((row) => ({ ...row, mailDate: emailSendDate(row.mailDate, { kind: 'email-only' }) }));
}

/**
 * The e-mail send dates a page shows for a piece and its schedule: an e-mail-only piece's stored dates (they
 * are the send dates), the e-mail of a multi-channel letter after its first drop; none for a letter alone.
 */
export function emailSendDatesOf(
  piece: { channelType: number; isMultiChannel?: boolean; programType?: string | null },
  rows: readonly { mailDate: BusinessDate }[],
): BusinessDate[] {
  if (isEmailOnlyPiece(piece)) return rows.map((row) => row.mailDate);
  const first = rows[0]?.mailDate;
  if (!piece.isMultiChannel || piece.channelType === ChannelType.Email || !first) return [];
  return [emailSendDate(first, { kind: 'multi-channel', programType: piece.programType })];
}
