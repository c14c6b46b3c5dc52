import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the pages around the current one', () => {
    expect(pageWindow(11, 40)).toEqual([1, 'gap', 9, 10, 11, 12, 13, 'gap', 40]);
  });

  it('fills a gap of one page with that page instead of an ellipsis', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
  });

  it('handles a single page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
