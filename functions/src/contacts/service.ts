import type { contactsApi } from '@msc/shared/api/contacts';
import { apiErrors } from '@msc/shared/messages';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import {
  contactOf,
  contactsPage,
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

/** A contact deleted while it was being written: as if it had not been found. */
function found(contact: MarketingContactItem | undefined): MarketingContactItem {
  if (!contact) throw notFound(apiErrors.contactNotFound);
  return contact;
}

export const contactsService: Implementation<typeof contactsApi> = {
  list: async ({ ctx, query }) => {
    const { contacts, total } = await contactsPage(
      ctx.user.userName,
      { descending: query.sort === 'lastNameDesc', favoritesOnly: query.favoritesOnly },
      query.pageNumber,
      query.pageSize,
    );
    return {
      results: contacts.map(toMarketingContact),
      totalCount: total,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  create: async ({ ctx, body }) => toMarketingContact(await createContact(ctx.user.userName, body)),
  update: async ({ ctx, params, body }) =>
    toMarketingContact(found(await replaceContact(await ownContact(ctx.user.userName, params.id), body))),
  setFavorite: async ({ ctx, params, body }) =>
    toMarketingContact(
      found(await setContactFavorite(await ownContact(ctx.user.userName, params.id), body.isFavorite)),
    ),
  remove: async ({ ctx, params }) => {
    await deleteContact(await ownContact(ctx.user.userName, params.id));
    return { id: params.id };
  },
};
