import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BadFeedFile, parseFeed, toFeedCsv } from './feed-file';

const Row = z.object({ id: z.string().min(1), count: z.coerce.number().int(), note: z.string().optional() });
const parse = (text: string, key = 'feeds/test/2026-11.csv') =>
  parseFeed(key, text, Row, ['id', 'count'], /^\d{4}-\d{2}$/);

describe('parseFeed', () => {
  it('reads rows, treats blank cells as absent and reports bad rows by line', async () => {
    const feed = await parse('id,count,note\nA,1,\nB,x,hi\n,3,\nC,4,ok\n');
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

  it('refuses a file without the required columns, without rows or without a period in its name', async () => {
    await expect(parse('id,note\nA,x\n')).rejects.toThrow(BadFeedFile);
    await expect(parse('id,count\n')).rejects.toThrow(/no rows/);
    await expect(parse('id,count\nA,1\n', 'feeds/test/latest.csv')).rejects.toThrow(/no period/);
  });

  it('reads back what toFeedCsv writes', async () => {
    const text = await toFeedCsv([{ id: 'A, Jr.', count: 2 }], ['id', 'count', 'note']);
    expect((await parse(text)).rows).toEqual([{ line: 2, value: { id: 'A, Jr.', count: 2 } }]);
  });
});
