import { refreshMovingLists } from '#retention/index';

/** The Lambda EventBridge Scheduler invokes monthly (see registry.ts). */
export const handler = async () => refreshMovingLists();
