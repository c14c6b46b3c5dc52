import { afterEach, describe, expect, it } from 'vitest';
import { now, nowMs, resetClock, setClock } from './clock';

afterEach(resetClock);

describe('the clock', () => {
  it('answers a fixed instant a test sets, as a Date and in milliseconds', () => {
    setClock('2028-02-29T23:59:00Z');
    expect(now().toISOString()).toBe('2028-02-29T23:59:00.000Z');
    expect(nowMs()).toBe(Date.parse('2028-02-29T23:59:00Z'));
  });

  it('answers what a function says, so a test can move time on', () => {
    let at = new Date('2026-12-31T15:00:00Z');
    setClock(() => at);
    expect(now().toISOString()).toBe('2026-12-31T15:00:00.000Z');
    at = new Date('2027-01-01T05:00:00Z');
    expect(now().toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  it('goes back to the process clock after reset', () => {
    setClock(0);
    resetClock();
    expect(now().getUTCFullYear()).toBeGreaterThan(1970);
  });

  it('refuses an instant that is not a date', () => {
    expect(() => setClock('not a date')).toThrow(RangeError);
  });
});
