import { describe, expect, it } from 'vitest';
import { NEW_RESPONSES_DAYS, newResponsesSince } from './new-responses';

describe('the New responses panel’s window', () => {
  it('starts the panel’s number of days before now, to the millisecond, across a month end', () => {
    expect(NEW_RESPONSES_DAYS).toBe(14);
    expect(newResponsesSince(Date.parse('2026-12-03T15:04:05.678Z'))).toBe('2026-11-19T15:04:05.678Z');
  });
});
