import { describe, expect, it } from 'vitest';
import { resultsTimeline } from './results-timeline';

describe('resultsTimeline', () => {
  it('counts responses and policies by Monday-started week from the first in-home week, empty weeks as zeros', () => {
    // 2026-06-03 is a Wednesday: the first week starts on Monday 2026-06-01.
    const chart = resultsTimeline('2026-06-03', [
      { day: '2026-06-04', kind: 'response' },
      { day: '2026-05-30', kind: 'response' },
      { day: '2026-06-16', kind: 'policy' },
      { day: '2026-06-21', kind: 'policy' },
    ]);
    expect(chart.rows).toEqual([
      { week: '2026-06-01', responses: 2, policies: 0 },
      { week: '2026-06-08', responses: 0, policies: 0 },
      { week: '2026-06-15', responses: 0, policies: 2 },
    ]);
    expect(resultsTimeline('2026-06-03', []).rows).toEqual([
      { week: '2026-06-01', responses: 0, policies: 0 },
    ]);
  });
});
