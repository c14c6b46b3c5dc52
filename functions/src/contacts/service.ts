import type { contactsApi } from '@msc/shared/api/contacts';
import { apiErrors } from '@msc/shared/messages';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import {
  contactOf,
  contactsOf,
  createContact,
  deleteContact,
  type MarketingContactItem,
  replaceContact,
  setContactFavorite,
  toMarketingContact,
} from './contact-store';

async function ownContact(userName: string, contactId: string): Promise<MarketingContactItem> {
  const contact = await contactOf(userName, contactId);
  if (!contact) throw notFound(apiErrors.contactNotFound);
  return contact;
}

export const contactsService: Implementation<typeof contactsApi> = {
  list: async ({ ctx, query }) => {
    const all = await contactsOf(ctx.user.userName, {
      descending: query.sort === 'lastNameDesc',
      favoritesOnly: query.favoritesOnly,
    });
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: all.slice(start, start + query.pageSize).map(toMarketingContact),
      totalCount: all.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  create: async ({ ctx, body }) => toMarketingContact(await createContact(ctx.user.userName, body)),
  update: async ({ ctx, params, body }) =>
    toMarketingContact(await replaceContact(await ownContact(ctx.user.userName, params.id), body)),
  setFavorite: async ({ ctx, params, body }) =>
    toMarketingContact(
      await setContactFavorite(await ownContact(ctx.user.userName, params.id), body.isFavorite),
    ),
  remove: async ({ ctx, params }) => {
    await ownContact(ctx.user.userName, params.id);
    await deleteContact(ctx.user.userName, params.id);
    return { id: params.id };
  },
};
