import { describe, expect, it } from 'vitest';
import { opportunityTabOf } from './opportunity-tab';

describe('home page tab', () => {
  it.each([
    ['prospecting', 'prospecting'],
    ['Prospecting', 'prospecting'],
    ['cross-sell', 'cross-sell'],
    ['CrossSell', 'cross-sell'],
    [null, 'cross-sell'],
    ['', 'cross-sell'],
  ])('?tab=%s selects %s', (value, tab) => {
    expect(opportunityTabOf(value)).toBe(tab);
  });
});
