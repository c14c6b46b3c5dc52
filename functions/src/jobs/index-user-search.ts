import { INDEX_USER_SEARCH, indexUserSearch } from '#platform/user-search-index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes nightly (see registry.ts). */
export const handler = jobHandler(INDEX_USER_SEARCH, () => indexUserSearch());
