import { FEED_JOB_NAMES } from '@msc/shared/model/job-run';

/**
 * The names of this capability's scheduled jobs, on their own: the API's job-runs endpoint lists them
 * without bundling the refreshes (which read the feed bucket, a grant the API Lambda has no need of).
 */
export const [REFRESH_MOVING_LISTS, REFRESH_WIN_BACK_LISTS] = FEED_JOB_NAMES;
