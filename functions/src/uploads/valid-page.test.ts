import { describe, expect, it } from 'vitest';
import { MARK_EVERY, validPageStart } from './valid-page';

/** A list: 'v' valid as uploaded, 'f' failed and not fixed, 'x' failed and fixed since. */
type Kind = 'v' | 'f' | 'x';

/** What the service does with a plan: read from the starting record, keep the valid ones, skip, take. */
function pageOf(kinds: readonly Kind[], start: number, pageSize: number): number[] {
  const numbers = kinds.map((_, index) => index + 1);
  const marks = numbers.filter((_, index) => kinds[index] === 'v').filter((_, k) => k % MARK_EVERY === 0);
  const fixedNumbers = numbers.filter((_, index) => kinds[index] === 'x');
  const fixes = fixedNumbers.map((n) => kinds.slice(0, n - 1).filter((kind) => kind === 'v').length);
  const plan = validPageStart(start, pageSize, fixes);
  const from = 'mark' in plan.from ? marks[plan.from.mark] : fixedNumbers[plan.from.fix];
  if (from === undefined) return [];
  const to = marks[plan.endMark] ?? Number.POSITIVE_INFINITY;
  let skip = plan.skip;
  const page: number[] = [];
  for (let n = from; n < to && n <= kinds.length && page.length < pageSize; n++) {
    if (kinds[n - 1] === 'f') continue;
    if (skip > 0) skip--;
    else page.push(n);
  }
  return page;
}

/** The same page by reading the whole list. */
const expected = (kinds: readonly Kind[], start: number, pageSize: number) =>
  kinds
    .map((kind, index) => (kind === 'f' ? 0 : index + 1))
    .filter((n) => n > 0)
    .slice(start, start + pageSize);

/** A repeatable pseudo-random list (no library: a small LCG). */
function listOf(length: number, seed: number, fixedShare: number, failedShare: number): Kind[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return Array.from({ length }, () => {
    const roll = next();
    return roll < fixedShare ? 'x' : roll < fixedShare + failedShare ? 'f' : 'v';
  });
}

describe('a page of the valid filter from the nearest mark', () => {
  it('finds every page of lists of every mix, fixes at the page edges included', () => {
    const lists = [
      listOf(1000, 1, 0, 0),
      listOf(1000, 2, 0, 0.3),
      listOf(1000, 3, 0.05, 0.3),
      listOf(1000, 4, 0.4, 0.4),
      listOf(300, 5, 0.9, 0.05),
      listOf(500, 6, 0, 1),
      Array.from({ length: 200 }, (_, index): Kind => (index % 21 === 20 ? 'x' : 'v')),
    ];
    for (const kinds of lists) {
      const valid = expected(kinds, 0, kinds.length).length;
      for (const pageSize of [20, 50, 100]) {
        for (let start = 0; start <= valid + pageSize; start += pageSize) {
          expect(pageOf(kinds, start, pageSize), `start ${start}`).toEqual(expected(kinds, start, pageSize));
        }
      }
    }
  });

  it('starts at a fix that sits exactly at the page start, before the mark', () => {
    // 20 valid, a fix, 20 valid: page 2 of 20 starts at the fix (position 20), before mark 1.
    const kinds: Kind[] = [...Array<Kind>(20).fill('v'), 'x', ...Array<Kind>(20).fill('v')];
    expect(validPageStart(20, 20, [20])).toMatchObject({ from: { fix: 0 }, skip: 0 });
    expect(pageOf(kinds, 20, 20)).toEqual(expected(kinds, 20, 20));
  });
});
