import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BadFeedFile, parseFeed, toFeedCsv } from './feed-file';

const Row = z.object({ id: z.string().min(1), count: z.coerce.number().int(), note: z.string().optional() });
const parse = (text: string, key = 'feeds/test/2026-11.csv') =>
  parseFeed(key, text, Row, ['id', 'count'], /^\d{4}-\d{2}$/);

describe('parseFeed', () => {
  it('reads rows, treats blank cells as absent and reports bad rows by line', () => {
    const feed = parse('id,count,note\nA,1,\nB,x,hi\n,3,\nC,4,ok\n');
    expect(feed.period).toBe('2026-11');
    expect(feed.rows).toEqual([
      { line: 2, value: { id: 'A', count: 1 } },
      { line: 5, value: { id: 'C', count: 4, note: 'ok' } },
    ]);
    expect(feed.rowErrors).toEqual([
      expect.stringMatching(/^line 3: count/),
      expect.stringMatching(/^line 4: id/),
    ]);
  });

  it('refuses a file without the required columns, without rows or without a period in its name', () => {
    expect(() => parse('id,note\nA,x\n')).toThrow(BadFeedFile);
    expect(() => parse('id,count\n')).toThrow(/no rows/);
    expect(() => parse('id,count\nA,1\n', 'feeds/test/latest.csv')).toThrow(/no period/);
  });

  it('reads back what toFeedCsv writes', () => {
    const text = toFeedCsv([{ id: 'A, Jr.', count: 2 }], ['id', 'count', 'note']);
    expect(parse(text).rows).toEqual([{ line: 2, value: { id: 'A, Jr.', count: 2 } }]);
  });
});
