import { describe, expect, it } from 'vitest';
import { bannersShown, contentStatus, isAnnouncementShown, isInDateWindow } from './home-content';

const TODAY = '2026-11-26';

describe('isInDateWindow', () => {
  it('includes the first and the last day, and an open end', () => {
    expect(isInDateWindow({ startDate: TODAY, endDate: TODAY }, TODAY)).toBe(true);
    expect(isInDateWindow({ startDate: '2026-01-01' }, TODAY)).toBe(true);
    expect(isInDateWindow({}, TODAY)).toBe(true);
  });

  it('excludes a window that starts tomorrow or ended yesterday', () => {
    expect(isInDateWindow({ startDate: '2026-11-27' }, TODAY)).toBe(false);
    expect(isInDateWindow({ startDate: '2026-11-01', endDate: '2026-11-25' }, TODAY)).toBe(false);
  });
});

describe('contentStatus', () => {
  it('says scheduled, live or ended', () => {
    expect(contentStatus({ startDate: '2026-12-01' }, TODAY)).toBe('scheduled');
    expect(contentStatus({ startDate: '2026-11-01', endDate: TODAY }, TODAY)).toBe('live');
    expect(contentStatus({ endDate: '2026-11-25' }, TODAY)).toBe('ended');
  });
});

describe('isAnnouncementShown', () => {
  it('shows one for everyone, or for a role the user holds, while in its window', () => {
    expect(isAnnouncementShown({ startDate: TODAY }, ['Agent'], TODAY)).toBe(true);
    expect(isAnnouncementShown({ startDate: TODAY, audienceRoles: ['Agent', 'TM'] }, ['TM'], TODAY)).toBe(
      true,
    );
    expect(isAnnouncementShown({ startDate: TODAY, audienceRoles: ['SA'] }, ['Agent'], TODAY)).toBe(false);
    expect(isAnnouncementShown({ startDate: '2026-11-27' }, ['Agent'], TODAY)).toBe(false);
  });
});

describe('bannersShown', () => {
  it('keeps the active banners in their window, by display order', () => {
    const banners = [
      { id: 'c', sortOrder: 3, isActive: true },
      { id: 'a', sortOrder: 1, isActive: true, endDate: TODAY },
      { id: 'off', sortOrder: 0, isActive: false },
      { id: 'later', sortOrder: 0, isActive: true, startDate: '2026-11-27' },
      { id: 'past', sortOrder: 0, isActive: true, endDate: '2026-11-25' },
      { id: 'b', sortOrder: 2, isActive: true, startDate: TODAY },
    ];
    expect(bannersShown(banners, TODAY).map((banner) => banner.id)).toEqual(['a', 'b', 'c']);
  });
});
