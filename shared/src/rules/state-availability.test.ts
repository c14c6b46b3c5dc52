import { describe, expect, it } from 'vitest';
import { isAvailableInState } from './state-availability';

describe('isAvailableInState', () => {
  it('keeps a restricted product out of the state its restriction names, and only that one', () => {
    expect(isAvailableInState({ restriction: 'NotForMA', availabilityStates: [] }, 'MA')).toBe(false);
    expect(isAvailableInState({ restriction: 'NotForMA', availabilityStates: [] }, 'CO')).toBe(true);
    expect(isAvailableInState({ restriction: 'NotForCO', availabilityStates: [] }, 'CO')).toBe(false);
  });

  it('offers a product in its listed states only, or everywhere when none are listed', () => {
    expect(isAvailableInState({ availabilityStates: ['TX', 'CA'] }, 'TX')).toBe(true);
    expect(isAvailableInState({ availabilityStates: ['TX', 'CA'] }, 'NY')).toBe(false);
    expect(isAvailableInState({ restriction: null, availabilityStates: [] }, 'NY')).toBe(true);
  });

  it('lets the restriction win over a listing of the same state', () => {
    expect(isAvailableInState({ restriction: 'NotForMA', availabilityStates: ['MA'] }, 'MA')).toBe(false);
  });
});
