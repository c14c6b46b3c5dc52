import { describe, expect, it } from 'vitest';
import { defaultShippingAddress, otherShippingAddresses, withCountry } from './address-rules';

describe('address rules', () => {
  it('takes the first address as the default shipping address', () => {
    expect(defaultShippingAddress(['a', 'b', 'c'])).toBe('a');
    expect(otherShippingAddresses(['a', 'b', 'c'])).toEqual(['b', 'c']);
    expect(defaultShippingAddress([])).toBeUndefined();
  });

  it('clears state and province when the country changes', () => {
    const billing = { name: 'Pat', country: 'US', state: 'WA', province: '' };
    expect(withCountry(billing, 'country', 'CA')).toEqual({
      name: 'Pat',
      country: 'CA',
      state: '',
      province: '',
    });
    expect(withCountry(billing, 'country', 'US')).toBe(billing);
    const address = { countryCode: 'CA', state: '', province: 'Ontario' };
    expect(withCountry(address, 'countryCode', 'US')).toEqual({ countryCode: 'US', state: '', province: '' });
  });
});
