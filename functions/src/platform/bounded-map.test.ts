import { describe, expect, it } from 'vitest';
import { mapBounded } from './bounded-map';

describe('mapBounded', () => {
  it('answers in the items order with no more than the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3], 2, async (value) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      await Promise.resolve();
      inFlight--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('answers nothing for no items and rejects with the first failure', async () => {
    expect(await mapBounded([], 4, async () => 1)).toEqual([]);
    await expect(
      mapBounded([1, 2], 4, async (value) => {
        if (value === 2) throw new Error('two');
        return value;
      }),
    ).rejects.toThrow('two');
  });
});
