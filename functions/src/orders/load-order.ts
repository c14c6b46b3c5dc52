import { apiErrors } from '@msc/shared/messages';
import { agencyAccess } from '#platform/authenticate';
import { notFound } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { orderWithItems } from './orders-store';

/**
 * The user's order, only while it belongs to the agency in effect, or with none in effect, to an agency the
 * user may still act for (a member removed from an agency no longer sees its orders): any other id answers 404.
 */
export async function loadOrder(ctx: RequestContext, orderId: string) {
  const found = await orderWithItems(ctx.user.userName, orderId);
  const allowed =
    found &&
    (ctx.agencyId > 0
      ? found.order.agencyId === ctx.agencyId
      : await agencyAccess(ctx)(found.order.agencyId));
  if (!allowed) throw notFound(apiErrors.orderNotFound);
  return found;
}
