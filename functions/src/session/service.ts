import type { sessionApi } from '@msc/shared/api/session';
import { agencyCountUserMayActFor, agencyInEffect } from '#agency/index';
import { cartItemCount } from '#cart/index';
import type { Implementation } from '#platform/implement';
import type { UserRecord } from '#platform/request-context';

const toUser = (user: UserRecord, isImpersonating: boolean) => ({
  userName: user.userName,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  roles: user.roles,
  primaryRoleId: user.primaryRole,
  isImpersonating,
  isAuthenticated: true,
});

export const sessionService: Implementation<typeof sessionApi> = {
  current: async ({ ctx }) => {
    const [agency, agencyCount, cartCount] = await Promise.all([
      agencyInEffect(ctx),
      agencyCountUserMayActFor(ctx.user),
      cartItemCount(ctx),
    ]);
    const { impersonator } = ctx;
    return {
      user: toUser(ctx.user, Boolean(impersonator)),
      impersonator: impersonator
        ? {
            userName: impersonator.userName,
            firstName: impersonator.firstName,
            lastName: impersonator.lastName,
          }
        : undefined,
      agency,
      defaultAgencyId: ctx.user.defaultAgencyId,
      agencyCount,
      hasChosenAgency: ctx.user.hasChosenAgency,
      cartItemCount: cartCount,
    };
  },
};
