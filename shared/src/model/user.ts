import * as z from 'zod';
import { ALL_ROLES, type Role } from '../rules/roles';

export const RoleSchema = z.enum(ALL_ROLES as [Role, ...Role[]]);

/** The signed-in (or impersonated) user as the SPA sees it (spec 1 §3 "User"). */
export const User = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(RoleSchema),
  primaryRoleId: RoleSchema,
  isImpersonating: z.boolean(),
  isAuthenticated: z.boolean(),
});
export type User = z.infer<typeof User>;

/** Who is acting while impersonating: the staff member behind the session. */
export const Impersonator = z.object({ userName: z.string(), firstName: z.string(), lastName: z.string() });
export type Impersonator = z.infer<typeof Impersonator>;

export const UserSearchRow = z.object({
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  primaryRoleId: RoleSchema,
});
export type UserSearchRow = z.infer<typeof UserSearchRow>;
