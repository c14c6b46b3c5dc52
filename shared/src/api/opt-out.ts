import * as z from 'zod';
import { OptOut, OptOutTracking } from '../model/opt-out';
import { endpoint } from './endpoint';

/**
 * The public opt-out flow (spec 2 §2 public pages, §7 "opt-out email tracking (t, i) and opt-out call
 * with email"). Both are open to everyone, limited per client address, and answer the same whatever the
 * address: nothing about the recipient or the agency comes back. Only a link the portal signed opts out at
 * once; the form asks the address itself to confirm, by email, so no one can opt out a list of others.
 */
export const optOutApi = {
  track: endpoint({
    method: 'POST',
    path: '/opt-out/track',
    auth: 'public',
    body: OptOutTracking,
    /** With `acknowledgementId` the signed link opted the address out; without, the form follows. */
    response: z.object({ succeeded: z.literal(true), acknowledgementId: z.string().optional() }),
  }),
  optOut: endpoint({
    method: 'POST',
    path: '/opt-out',
    auth: 'public',
    body: OptOut,
    /** Sends the confirmation email. An opaque id for the acknowledgement page address; it names nobody. */
    response: z.object({ succeeded: z.literal(true), acknowledgementId: z.string() }),
    status: 201,
  }),
};
