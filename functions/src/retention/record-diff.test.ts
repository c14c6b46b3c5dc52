import { describe, expect, it } from 'vitest';
import { changedRecords } from './record-diff';

type Row = { id: string; name: string; comment?: string };
const idOf = (row: Row) => row.id;

describe('changedRecords', () => {
  it('upserts only new and changed records and removes the ones the feed dropped', () => {
    const stored: Row[] = [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bo', comment: 'old' },
      { id: 'c', name: 'Cy' },
    ];
    const incoming: Row[] = [
      { id: 'a', name: 'Ada' },
      { id: 'b', name: 'Bo' },
      { id: 'd', name: 'Di' },
    ];
    const diff = changedRecords(stored, incoming, idOf);
    expect(diff.upserts.map(idOf)).toEqual(['b', 'd']);
    expect(diff.removals).toEqual(['c']);
    expect(diff).toMatchObject({ created: 1, updated: 1, unchanged: 1 });
  });

  it('writes nothing when the feed equals what is stored', () => {
    const rows: Row[] = [{ id: 'a', name: 'Ada', comment: 'x' }];
    const diff = changedRecords(
      rows,
      rows.map((row) => ({ ...row })),
      idOf,
    );
    expect(diff).toMatchObject({ upserts: [], removals: [], unchanged: 1 });
  });
});
