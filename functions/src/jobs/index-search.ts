import { INDEX_SEARCH, indexSearch } from '#platform/search-indexing-store';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes nightly (see registry.ts). */
export const handler = jobHandler(INDEX_SEARCH, () => indexSearch());
