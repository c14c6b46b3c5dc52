import { describe, expect, it } from 'vitest';
import { expiringCache } from './expiring-cache';

describe('expiringCache', () => {
  it('forgets an entry once its time is up, so the table is read again', () => {
    let clock = 1_000;
    const cache = expiringCache<string>({ size: 10, ttlMs: 60_000, now: () => clock });
    cache.set('sub-1', 'agent@test.local');
    clock += 59_999;
    expect(cache.get('sub-1')).toBe('agent@test.local');
    clock += 1;
    expect(cache.get('sub-1')).toBeUndefined();
  });

  it('keeps at most `size` entries, dropping the oldest first', () => {
    const cache = expiringCache<number>({ size: 2, ttlMs: 60_000 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 2, 3]);
  });
});
