import { describe, expect, it } from 'vitest';
import { matchesAny, toSlug } from './product-filters';

describe('product filter slugs', () => {
  it('turns program types and labels into the URL slugs the spec uses', () => {
    expect(toSlug('CrossSell')).toBe('cross-sell');
    expect(toSlug('pet insurance')).toBe('pet-insurance');
    expect(toSlug('PetInsurance')).toBe('pet-insurance');
    expect(toSlug('Letter Templates')).toBe('letter-templates');
  });

  it('matches any of the wanted values and treats no filter as a match', () => {
    expect(matchesAny(['CrossSell', 'Retention'], ['cross-sell'])).toBe(true);
    expect(matchesAny(['Prospecting'], ['cross-sell'])).toBe(false);
    expect(matchesAny(['Prospecting'], [])).toBe(true);
  });
});
