import { describe, expect, it } from 'vitest';
import { getEvery, untilProcessed, writeEvery } from './batch-calls';

/** A store that leaves the last key of every batch of two or more unprocessed, as the local stack does. */
const partial = <K>(batch: K[]) => ({
  done: batch.slice(0, Math.max(1, batch.length - 1)),
  left: batch.slice(Math.max(1, batch.length - 1)),
});

describe('batch calls', () => {
  it('reads again the keys a batch get left, until every item is read', async () => {
    const asked: number[][] = [];
    const items = await getEvery(
      [1, 2, 3],
      async (keys) => {
        asked.push(keys);
        const { done, left } = partial(keys);
        return { data: done.map((key) => ({ id: key })), unprocessed: left };
      },
      'Numbers',
    );
    expect(items.map((item) => item.id).sort()).toEqual([1, 2, 3]);
    expect(asked).toEqual([[1, 2, 3], [3]]);
  });

  it('writes again the items whose keys a batch write left', async () => {
    const written: string[] = [];
    await writeEvery(
      [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
      ],
      async (batch) => {
        const { done, left } = partial(batch);
        written.push(...done.map((item) => item.id));
        return { unprocessed: left.map(({ id }) => ({ id })) };
      },
      (item) => item.id,
      'Letters',
    );
    expect(written).toEqual(['a', 'b']);
  });

  it('fails, naming what, when a batch keeps leaving keys', async () => {
    await expect(untilProcessed([1], async (batch) => batch, 'Stuck rows')).rejects.toThrow(
      'Stuck rows: 1 left unprocessed after 8 tries',
    );
  }, 30_000);
});
