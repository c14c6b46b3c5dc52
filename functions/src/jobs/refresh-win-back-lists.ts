import { REFRESH_WIN_BACK_LISTS, refreshWinBackLists } from '#retention/index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes daily (see registry.ts). */
export const handler = jobHandler(REFRESH_WIN_BACK_LISTS, refreshWinBackLists);
