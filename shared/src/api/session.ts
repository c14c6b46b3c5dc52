import * as z from 'zod';
import { DefaultAgency } from '../model/agency';
import { Impersonator, User } from '../model/user';
import { endpoint } from './endpoint';

export const Session = z.object({
  user: User,
  /** Present while a staff member impersonates `user`. */
  impersonator: Impersonator.optional(),
  /** The agency in effect (agencyId 0 when none is chosen). */
  agency: DefaultAgency,
  /** The persisted default agency id (0 = none). */
  defaultAgencyId: z.number().int(),
  /** How many agencies the user may act for. */
  agencyCount: z.number().int().nonnegative(),
  /** Whether the user picked an agency since the default was last empty (initial-modal rule). */
  hasChosenAgency: z.boolean(),
  cartItemCount: z.number().int().nonnegative(),
});
export type Session = z.infer<typeof Session>;

export const sessionApi = {
  current: endpoint({ method: 'GET', path: '/session', auth: 'user', response: Session }),
};
