import { errors } from '@msc/shared/messages';
import { hasAgencyOrAdminAccess } from '@msc/shared/rules/agency-eligibility';
import { forbidden } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';

/**
 * Multi-address shipping, custom download and personalization (spec 1 §6): refused with the spec's words
 * unless the request acts for a current agency or the user holds an admin-access role.
 */
export function requireAgencyOrAdmin(ctx: RequestContext): void {
  if (!hasAgencyOrAdminAccess(ctx.user, ctx.agencyId)) throw forbidden(errors.customDownloadNoAgency);
}
