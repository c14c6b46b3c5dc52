import type { agencyListsApi } from '@msc/shared/api/agency-lists';
import { apiErrors } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import { agencyForUser } from '#agency/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { deleteList, listContacts, listOf, listsOfUser } from './agency-lists-store';

/** The agency in effect, one the user may act for; without one there are no lists (404). */
async function agencyIdOf(ctx: RequestContext): Promise<number> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  return (await agencyForUser(ctx.user, ctx.agencyId)).agencyId;
}

export const agencyListsService: Implementation<typeof agencyListsApi> = {
  list: async ({ ctx, query }) => {
    const lists = await listsOfUser(await agencyIdOf(ctx), ctx.user.userName);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: lists.slice(start, start + query.pageSize).map((list) => ({
        mailListId: list.mailListId,
        name: list.name,
        mailListContactsCount: list.mailListContactsCount,
        created: list.created,
      })),
      totalCount: lists.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  contacts: async ({ ctx, params, query }) => {
    const agencyId = await agencyIdOf(ctx);
    const list = await listOf(agencyId, params.id);
    if (!list || list.userName !== ctx.user.userName) throw notFound(apiErrors.mailListNotFound);
    const first = (query.pageNumber - 1) * query.pageSize + 1;
    const rows = await listContacts(agencyId, params.id, first, first + query.pageSize - 1);
    return {
      results: rows.map(({ contact }) => ({
        firstName: contact.firstName,
        lastName: contact.lastName,
        addressLine1: contact.addressLine1,
        addressLine2: contact.addressLine2,
        city: contact.city,
        state: contact.state,
        postalCode: contact.postalCode,
      })),
      totalCount: list.mailListContactsCount,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  remove: async ({ ctx, params }) => {
    const agencyId = await agencyIdOf(ctx);
    const list = await listOf(agencyId, params.id);
    // Another user's list (or another agency's) is not the caller's to delete.
    if (!list || list.userName !== ctx.user.userName) throw notFound(apiErrors.mailListNotFound);
    await deleteList(agencyId, params.id);
    return { id: params.id };
  },
};
