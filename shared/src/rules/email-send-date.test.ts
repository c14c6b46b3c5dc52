import { describe, expect, it } from 'vitest';
import { ChannelType } from '../model/enum-values';
import {
  emailOnlySendDates,
  emailSendDate,
  emailSendDatesOf,
  emailSendDelayDays,
  isEmailOnlyPiece,
} from './email-send-date';

describe('the e-mail send date (spec 2 §9)', () => {
  it('sends an e-mail-only piece a week after the chosen date', () => {
    expect(emailSendDelayDays({ kind: 'email-only' })).toBe(7);
    // Tuesday 1 December 2026 → Tuesday 8 December.
    expect(emailSendDate('2026-12-01', { kind: 'email-only' })).toBe('2026-12-08');
  });

  it('sends a multi-channel e-mail 10 days after the first drop, 2 weeks for cross-sell ("about 2-3 weeks")', () => {
    expect(emailSendDate('2026-12-01', { kind: 'multi-channel', programType: 'Retention' })).toBe(
      '2026-12-11',
    );
    expect(emailSendDate('2026-12-01', { kind: 'multi-channel', programType: 'crosssell' })).toBe(
      '2026-12-15',
    );
    expect(emailSendDelayDays({ kind: 'multi-channel', programType: undefined })).toBe(10);
  });

  it('moves a send date off a weekend or postal holiday to the next business day', () => {
    // Thursday 3 December + 10 = Sunday 13 December → Monday 14 December.
    expect(emailSendDate('2026-12-03', { kind: 'multi-channel', programType: 'Prospecting' })).toBe(
      '2026-12-14',
    );
    // Friday 18 December + 7 = Friday 25 December (Christmas) → Monday 28 December.
    expect(emailSendDate('2026-12-18', { kind: 'email-only' })).toBe('2026-12-28');
  });

  it('gives an e-mail-only schedule its send dates and leaves the rest of each row', () => {
    expect(
      emailOnlySendDates([
        { dropNumber: 1, mailDate: '2026-12-01', quantity: 3, price: 30 },
        { dropNumber: 2, mailDate: '2026-12-08', quantity: 2, price: 20 },
      ]),
    ).toEqual([
      { dropNumber: 1, mailDate: '2026-12-08', quantity: 3, price: 30 },
      { dropNumber: 2, mailDate: '2026-12-15', quantity: 2, price: 20 },
    ]);
  });

  it('is e-mail only for an e-mail piece that is not part of a multi-channel order', () => {
    expect(isEmailOnlyPiece({ channelType: ChannelType.Email, isMultiChannel: false })).toBe(true);
    expect(isEmailOnlyPiece({ channelType: ChannelType.Email, isMultiChannel: true })).toBe(false);
    expect(isEmailOnlyPiece({ channelType: ChannelType.DirectMail })).toBe(false);
  });

  it('shows the stored dates of an e-mail-only piece and the follow-up date of a multi-channel letter', () => {
    const rows = [{ mailDate: '2026-12-08' }, { mailDate: '2026-12-15' }];
    expect(emailSendDatesOf({ channelType: ChannelType.Email }, rows)).toEqual(['2026-12-08', '2026-12-15']);
    const letter = { channelType: ChannelType.DirectMail, isMultiChannel: true, programType: 'CrossSell' };
    expect(emailSendDatesOf(letter, rows)).toEqual(['2026-12-22']);
    expect(emailSendDatesOf({ ...letter, isMultiChannel: false }, rows)).toEqual([]);
    expect(emailSendDatesOf(letter, [])).toEqual([]);
  });
});
