import { describe, expect, it } from 'vitest';
import {
  canContinueWithMailList,
  initialRecordSelection,
  mailListStateAfterSummary,
} from './mail-list-selection';

describe('mail-list selection', () => {
  it('proceeds to selection or uploads again from the summary', () => {
    expect(mailListStateAfterSummary('proceed')).toBe('SELECT');
    expect(mailListStateAfterSummary('cancel')).toBe('UPLOAD');
  });

  it('needs a name and at least one record', () => {
    expect(canContinueWithMailList({ name: 'Spring list', recordCount: 3 })).toBe(true);
    expect(canContinueWithMailList({ name: '  ', recordCount: 3 })).toBe(false);
    expect(canContinueWithMailList({ name: 'Spring list', recordCount: 0 })).toBe(false);
  });
});

describe('initialRecordSelection', () => {
  it('ticks every record when the order has none, else the saved ones', () => {
    expect(initialRecordSelection(undefined)).toBe('all');
    expect(initialRecordSelection([])).toBe('all');
    expect(initialRecordSelection(['3', '7'])).toEqual(['3', '7']);
  });
});
