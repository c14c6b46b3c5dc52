import { INDEX_SEARCH, indexSearch } from '#platform/search-index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes nightly (see registry.ts). */
export const handler = jobHandler(INDEX_SEARCH, () => indexSearch());
