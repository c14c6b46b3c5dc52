import { describe, expect, it } from 'vitest';
import {
  dropTimeline,
  followUpCallDate,
  isDeliveredByEstimate,
  type StageCounts,
  weekOf,
} from './drop-timeline';

const counts = (
  at: Partial<StageCounts['at']>,
  reached: Partial<StageCounts['reached']> = {},
): StageCounts => {
  const zero = { enteredMailStream: 0, inLocalArea: 0, outForDelivery: 0, returned: 0 };
  return { pieces: 200, at: { ...zero, ...at }, reached: { ...zero, ...reached }, forwarded: 0 };
};

describe('the drop timeline', () => {
  it('counts each stage with the pieces past it, as a share of the pieces mailed', () => {
    const timeline = dropTimeline(
      counts(
        { enteredMailStream: 20, inLocalArea: 30, outForDelivery: 140, returned: 2 },
        { enteredMailStream: 190, inLocalArea: 172, outForDelivery: 142, returned: 2 },
      ),
      40,
    );
    expect(timeline).toEqual([
      { stage: 'enteredMailStream', count: 190, percent: 95 },
      { stage: 'inLocalArea', count: 172, percent: 86 },
      { stage: 'outForDelivery', count: 142, percent: 71 },
      { stage: 'deliveredByEstimate', count: 100, percent: 50 },
      { stage: 'returned', count: 2, percent: 1 },
    ]);
  });

  it('counts a piece whose earlier scan is missing in the earlier stages too', () => {
    const [entered, local] = dropTimeline(counts({ outForDelivery: 10 }, { outForDelivery: 10 }), 0);
    expect([entered?.count, local?.count]).toEqual([10, 10]);
  });

  it('says 0% of a drop with no pieces', () => {
    expect(dropTimeline({ ...counts({}), pieces: 0 }, 0).every((entry) => entry.percent === 0)).toBe(true);
  });
});

describe('arriving in homes this week', () => {
  it('is Monday to Sunday of the business week', () => {
    // Wednesday 18 November 2026, and a Sunday evening in New York (Monday in UTC).
    expect(weekOf(new Date('2026-11-18T15:00:00Z'))).toEqual({ first: '2026-11-16', last: '2026-11-22' });
    expect(weekOf(new Date('2026-11-23T02:00:00Z'))).toEqual({ first: '2026-11-16', last: '2026-11-22' });
  });

  it('calls two drop days after the piece went out for delivery (a weekend is no day)', () => {
    expect(followUpCallDate('2026-11-19')).toBe('2026-11-23');
  });

  it('estimates delivered from the day after it went out', () => {
    const now = new Date('2026-11-19T15:00:00Z');
    expect(isDeliveredByEstimate('2026-11-19', now)).toBe(false);
    expect(isDeliveredByEstimate('2026-11-18', now)).toBe(true);
    expect(isDeliveredByEstimate(undefined, now)).toBe(false);
  });
});
