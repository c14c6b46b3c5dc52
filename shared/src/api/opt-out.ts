import * as z from 'zod';
import { OptOut, OptOutTracking } from '../model/opt-out';
import { endpoint } from './endpoint';

/**
 * The public opt-out flow (spec 2 §2 public pages, §7 "opt-out email tracking (t, i) and opt-out call
 * with email"). Both are open to everyone and answer the same whatever the address: nothing about the
 * recipient or the agency comes back.
 */
export const optOutApi = {
  track: endpoint({
    method: 'POST',
    path: '/opt-out/track',
    auth: 'public',
    body: OptOutTracking,
    response: z.object({ succeeded: z.literal(true) }),
  }),
  optOut: endpoint({
    method: 'POST',
    path: '/opt-out',
    auth: 'public',
    body: OptOut,
    /** An opaque id for the acknowledgement page address; it names nobody. */
    response: z.object({ succeeded: z.literal(true), acknowledgementId: z.string() }),
    status: 201,
  }),
};
