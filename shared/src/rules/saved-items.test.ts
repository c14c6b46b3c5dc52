import { describe, expect, it } from 'vitest';
import { homeSavedItems, savedItemForProduct } from './saved-items';

const items = [
  { id: 'p1', productId: 'A' },
  { id: 'c1', parentId: 'p1', productId: 'A-email' },
  { id: 'p2', parentId: 'p2', productId: 'B' },
  { id: 'c2', parentId: 'p1', productId: 'A-kit' },
];

describe('saved items', () => {
  it('finds the one saved item of an asset', () => {
    expect(savedItemForProduct(items, 'A')?.id).toBe('p1');
    expect(savedItemForProduct(items, 'B')?.id).toBe('p2');
    expect(savedItemForProduct(items, 'A-email')).toBeUndefined();
    expect(savedItemForProduct(items, 'Z')).toBeUndefined();
  });

  it('shows the first 2 on the home page, then View All', () => {
    expect(homeSavedItems(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], showViewAll: true });
    expect(homeSavedItems(['a', 'b'])).toEqual({ shown: ['a', 'b'], showViewAll: false });
  });
});
