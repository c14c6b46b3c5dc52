/**
 * Which announcements and banners the home page shows today: the Admin Center's content, each with a
 * date window (first and last day, both included, business days in New York: `businessToday`).
 */
export interface DateWindow {
  /** First day shown; none = from the start. */
  startDate?: string;
  /** Last day shown; none = open-ended. */
  endDate?: string;
}

/** Today falls in the window (ISO dates compare as text). */
export function isInDateWindow(window: DateWindow, today: string): boolean {
  if (window.startDate && window.startDate > today) return false;
  if (window.endDate && window.endDate < today) return false;
  return true;
}

/** Where a piece of content stands today, for the Admin Center's lists. */
export type ContentStatus = 'scheduled' | 'live' | 'ended';

export function contentStatus(window: DateWindow, today: string): ContentStatus {
  if (window.startDate && window.startDate > today) return 'scheduled';
  if (window.endDate && window.endDate < today) return 'ended';
  return 'live';
}

/** In its window today and meant for one of the user's roles (none listed = everyone). */
export function isAnnouncementShown(
  announcement: DateWindow & { audienceRoles?: readonly string[] },
  roles: readonly string[],
  today: string,
): boolean {
  if (!isInDateWindow(announcement, today)) return false;
  const audience = announcement.audienceRoles ?? [];
  return audience.length === 0 || audience.some((role) => roles.includes(role));
}

/** The banners shown today, in their display order (ties: the order given). */
export function bannersShown<T extends DateWindow & { isActive: boolean; sortOrder: number }>(
  banners: readonly T[],
  today: string,
): T[] {
  return banners
    .filter((banner) => banner.isActive && isInDateWindow(banner, today))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}
