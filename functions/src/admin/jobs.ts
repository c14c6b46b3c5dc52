import type { adminApi } from '@msc/shared/api/admin';
import { badRequest } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { BadFeedFile, dropFeedFile, runJobNow } from '#retention/admin';
import { auditChange } from './audit';

type JobsApi = Pick<typeof adminApi, 'runJob' | 'dropFeedFile'>;

const target = (name: string) => `job:${name}`;

/** Job runs: start a feed job now, drop a provider feed file; both audited. */
export const jobsService: Implementation<JobsApi> = {
  runJob: async ({ params, ctx, clientIp }) => {
    const run = await runJobNow(params.name);
    await auditChange(ctx, 'admin.runJob', target(params.name), { after: run }, clientIp);
    return run;
  },

  dropFeedFile: async ({ params, body, ctx, clientIp }) => {
    try {
      const dropped = await dropFeedFile(params.name, body.fileName, body.csv);
      await auditChange(
        ctx,
        'admin.dropFeed',
        target(params.name),
        { after: { fileName: body.fileName, ...dropped } },
        clientIp,
      );
      return dropped;
    } catch (error) {
      if (error instanceof BadFeedFile) throw badRequest(error.message, { csv: [error.message] });
      throw error;
    }
  },
};
