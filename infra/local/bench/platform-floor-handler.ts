import { implement } from '@msc/functions/platform/implement';
import { endpoint } from '@msc/shared/api/endpoint';
import * as z from 'zod';

/**
 * The least a portal route loads: the router with its middlewares (logs, metrics, errors), the config, zod,
 * ElectroDB and the identity store every signed-in request reads through, and one endpoint of its own. The
 * bench reports each function against it too: what is left is the capability's own code and schemas.
 */
const platformFloorApi = {
  me: endpoint({
    method: 'GET',
    path: '/bench/me',
    auth: 'user',
    response: z.object({ userName: z.string() }),
  }),
};

export const handler = implement(platformFloorApi, {
  me: async ({ ctx }) => ({ userName: ctx.user.userName }),
});
