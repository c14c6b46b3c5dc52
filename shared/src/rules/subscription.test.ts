import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_CARD_NAME,
  birthdayInTerm,
  subscriberPrice,
  subscriptionSummary,
  subscriptionTerm,
  subscriptionTotals,
} from './subscription';

// 23 November 2026, noon in New York.
const now = new Date('2026-11-23T17:00:00Z');

describe('subscriptionTerm', () => {
  it('starts on the first of next month: one season for 3 months, two for 6', () => {
    expect(subscriptionTerm(3, now)).toEqual({
      start: '2026-12-01',
      end: '2027-02-28',
      seasons: [{ start: '2026-12-01', end: '2027-02-28' }],
    });
    expect(subscriptionTerm(6, now).seasons).toEqual([
      { start: '2026-12-01', end: '2027-02-28' },
      { start: '2027-03-01', end: '2027-05-31' },
    ]);
  });
});

describe('birthdayInTerm', () => {
  const term = subscriptionTerm(3, now);
  it('finds the birthday in either year the term spans', () => {
    expect(birthdayInTerm('1980-12-24', term)).toBe('2026-12-24');
    expect(birthdayInTerm('1975-01-02', term)).toBe('2027-01-02');
    expect(birthdayInTerm('1990-03-01', term)).toBeUndefined();
    expect(birthdayInTerm(undefined, term)).toBeUndefined();
  });
  it('celebrates 29 February on 1 March outside a leap year', () => {
    expect(birthdayInTerm('1984-02-29', subscriptionTerm(6, now))).toBe('2027-03-01');
  });
});

describe('subscriptionSummary', () => {
  const list = [{ birthDate: '1980-12-24' }, { birthDate: '1970-06-01' }, {}, { birthDate: '1999-04-10' }];
  it('gives every selected policyholder a seasonal card per 3 months and a birthday card when it falls in the term', () => {
    const rows = subscriptionSummary({
      list,
      selected: list.slice(0, 2),
      months: 6,
      unitPriceCents: 89,
      now,
    });
    expect(rows).toEqual([
      { assetName: 'Seasonal Card (Dec 2026 – Feb 2027)', listCount: 4, selectedCount: 2, price: 178 },
      { assetName: 'Seasonal Card (Mar – May 2027)', listCount: 4, selectedCount: 2, price: 178 },
      { assetName: BIRTHDAY_CARD_NAME, listCount: 2, selectedCount: 1, price: 89 },
    ]);
    expect(subscriptionTotals(rows)).toEqual({ cards: 5, totalPrice: 445 });
  });
  it('a 3-month subscription has one seasonal card', () => {
    const rows = subscriptionSummary({ list, selected: list, months: 3, unitPriceCents: 89, now });
    expect(rows.map((row) => row.assetName)).toEqual([
      'Seasonal Card (Dec 2026 – Feb 2027)',
      BIRTHDAY_CARD_NAME,
    ]);
    expect(rows[1]).toMatchObject({ listCount: 1, selectedCount: 1 });
  });
});

describe('subscriber price', () => {
  it('is the seasonal cards of one subscriber, the birthday card left out', () => {
    const rows = subscriptionSummary({ list: [], selected: [], months: 6, unitPriceCents: 89, now });
    expect(rows.map((row) => row.assetName).filter((name) => name !== BIRTHDAY_CARD_NAME)).toHaveLength(2);
    expect(subscriberPrice(rows, 89)).toBe(2 * 89);
    expect(subscriberPrice([{ assetName: BIRTHDAY_CARD_NAME }], 89)).toBe(0);
  });
});
