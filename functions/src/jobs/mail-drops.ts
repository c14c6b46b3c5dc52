import { MAIL_DROPS_JOB, mailDueDrops } from '#mail-tracking/index';
import { jobHandler } from './job-handler';

/** The Lambda EventBridge Scheduler invokes each business morning (see registry.ts): the drops to mail today. */
export const handler = jobHandler(MAIL_DROPS_JOB, () => mailDueDrops());
