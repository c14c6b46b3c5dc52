/** The PDF proof viewer (spec 2 §4): pages 1 to total; a pager only when there is more than 1 page. */

/** The page to show: within 1..totalPages (1 when there are no pages). */
export function clampPdfPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.trunc(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

export function canGoToPreviousPdfPage(page: number): boolean {
  return page > 1;
}

export function canGoToNextPdfPage(page: number, totalPages: number): boolean {
  return page < totalPages;
}

export function showsPdfPager(totalPages: number): boolean {
  return totalPages > 1;
}
