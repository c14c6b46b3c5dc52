import { describe, expect, it } from 'vitest';
import { addToCartPush, lineOfBusinessPush, TILE_CODES, tilePush } from './analytics';

describe('analytics pushes', () => {
  it('names the tile, as the express-ordering page records it', () => {
    expect(tilePush(TILE_CODES.expressOrdering)).toEqual({ event: 'tile', tileCode: 'ExpressOrdering' });
  });

  it('carries the line of business chosen', () => {
    expect(lineOfBusinessPush('Package')).toEqual({ event: 'lineOfBusiness', lob: 'Package' });
  });

  it('lists the product names added, leaving blank ones out, with the line of business when known', () => {
    expect(addToCartPush(['Home Letter', ' ', 'Welcome Email '], 'Home')).toEqual({
      event: 'addToCart',
      productNames: ['Home Letter', 'Welcome Email'],
      lob: 'Home',
    });
    expect(addToCartPush(['Home Letter'])).toEqual({ event: 'addToCart', productNames: ['Home Letter'] });
    expect(addToCartPush(['Home Letter'], null)).not.toHaveProperty('lob');
  });

  it('pushes nothing when no product name is known', () => {
    expect(addToCartPush([])).toBeUndefined();
    expect(addToCartPush(['', '  '])).toBeUndefined();
  });
});
