import { describe, expect, it } from 'vitest';
import { CalendarEventForm } from './calendar';

const valid = {
  startDate: '2025-03-03',
  endDate: '2025-03-04',
  title: 'Mail drop',
  class: 'agency',
  type: 'AGENCY_EVENTS',
  category: 'MAIL_DROP',
} as const;

const issuesOf = (input: unknown) =>
  CalendarEventForm.safeParse(input).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

describe('CalendarEventForm', () => {
  it('accepts a complete event', () => {
    expect(CalendarEventForm.safeParse(valid).success).toBe(true);
  });

  it('excludes ALL from type and category', () => {
    expect(issuesOf({ ...valid, type: 'ALL' })).toEqual(['type: Select a specific option, not ALL']);
    expect(issuesOf({ ...valid, category: 'ALL' })).toEqual(['category: Select a specific option, not ALL']);
  });

  it('requires startDate, endDate, title, class, type and category', () => {
    expect(issuesOf({})).toEqual([
      'startDate: Required',
      'endDate: Required',
      'title: Required',
      'class: Required',
      'type: Required',
      'category: Required',
    ]);
    expect(issuesOf({ ...valid, title: '  ', type: '' })).toEqual(['title: Required', 'type: Required']);
  });

  it('does not end before it starts', () => {
    expect(issuesOf({ ...valid, endDate: '2025-03-02' })).toEqual([
      'endDate: End date cannot be before start date',
    ]);
    expect(CalendarEventForm.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });
});
