import { refreshWinBackLists } from '#retention/index';

/** The Lambda EventBridge Scheduler invokes daily (see registry.ts). */
export const handler = async () => refreshWinBackLists();
