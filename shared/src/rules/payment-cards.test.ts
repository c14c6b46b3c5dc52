import { describe, expect, it } from 'vitest';
import {
  cardForCart,
  checkSetDefaultCard,
  expiryYearChoices,
  isCardExpired,
  mayPayWhileImpersonating,
} from './payment-cards';

const card = (id: string, isDefault = false, isExpired = false) => ({ id, isDefault, isExpired });

describe('saved card rules', () => {
  it('refuses to set the default card or an expired card as default', () => {
    expect(checkSetDefaultCard(card('a', true))).toEqual({ ok: false, reason: 'alreadyDefault' });
    expect(checkSetDefaultCard(card('b', false, true))).toEqual({ ok: false, reason: 'expired' });
    expect(checkSetDefaultCard(card('c'))).toEqual({ ok: true });
  });

  it('selects the default card for the cart, or none', () => {
    expect(cardForCart([card('a'), card('b', true)])?.id).toBe('b');
    expect(cardForCart([card('a')])).toBeUndefined();
    expect(cardForCart([])).toBeUndefined();
  });

  it('offers 8 expiry years from the current year', () => {
    expect(expiryYearChoices(new Date('2024-06-01T12:00:00Z'))).toEqual([
      2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031,
    ]);
    // 03:00 UTC on 1 January is still 31 December in New York.
    expect(expiryYearChoices(new Date('2025-01-01T03:00:00Z'))[0]).toBe(2024);
  });
});

describe('isCardExpired', () => {
  it('is expired only once the expiry month has passed', () => {
    expect(isCardExpired('2026-11', '2026-11-30')).toBe(false);
    expect(isCardExpired('2026-10', '2026-11-01')).toBe(true);
    expect(isCardExpired('2027-01', '2026-12-31')).toBe(false);
  });
});

describe('paying while impersonating', () => {
  it('lets an impersonated order use only a card saved before the session started', () => {
    const start = '2026-11-28T12:00:00.000Z';
    expect(mayPayWhileImpersonating('2026-11-28T11:59:59.999Z', start)).toBe(true);
    expect(mayPayWhileImpersonating(start, start)).toBe(false);
    expect(mayPayWhileImpersonating('2026-11-28T12:00:00.001Z', start)).toBe(false);
    expect(mayPayWhileImpersonating('not a date', start)).toBe(false);
  });
});
