import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canContinueWithMailList,
  defaultSelectedRecords,
  initialRecordSelection,
  mailListStateAfterSummary,
} from './mail-list-selection';

const byId = (record: { id: string }) => record.id;

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

  it('selects every record when the order has no contacts', () => {
    const records = [{ id: 'a' }, { id: 'b' }];
    expect(defaultSelectedRecords(records, [], byId)).toEqual(records);
  });

  it('preselects the saved contacts otherwise', () => {
    const records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(defaultSelectedRecords(records, [{ id: 'c' }, { id: 'z' }], byId)).toEqual([{ id: 'c' }]);
  });

  it('never selects a record outside the list', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd').map((id) => ({ id })));
    fc.assert(
      fc.property(ids, ids, (records, saved) => {
        const selected = defaultSelectedRecords(records, saved, byId);
        expect(selected.every((record) => records.includes(record))).toBe(true);
      }),
    );
  });
});

describe('initialRecordSelection', () => {
  it('ticks every record when the order has none, else the saved ones', () => {
    expect(initialRecordSelection(undefined)).toBe('all');
    expect(initialRecordSelection([])).toBe('all');
    expect(initialRecordSelection(['3', '7'])).toEqual(['3', '7']);
  });
});
