/**
 * The names of this capability's scheduled jobs, on their own: the API's job-runs endpoint lists them
 * without bundling the refreshes (which read the feed bucket, a grant the API Lambda has no need of).
 */
export const REFRESH_MOVING_LISTS = 'refresh-moving-lists';
export const REFRESH_WIN_BACK_LISTS = 'refresh-win-back-lists';
