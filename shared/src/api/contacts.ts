import * as z from 'zod';
import { MarketingContact, MarketingContactForm, SetContactFavorite } from '../model/contact';
import { Id } from '../model/fields';
import { ALL_CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const ContactSort = z.enum(['lastNameAsc', 'lastNameDesc']);
export type ContactSort = z.infer<typeof ContactSort>;

export const ContactsQuery = z.object({
  ...pagingQuery([...CONTACTS_PAGE_SIZE_OPTIONS, ALL_CONTACTS_PAGE_SIZE], CONTACTS_PAGE_SIZE),
  sort: ContactSort.default('lastNameAsc'),
  favoritesOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type ContactsQuery = z.input<typeof ContactsQuery>;

const ContactParams = z.object({ id: Id });

export const ContactPage = pageOf(MarketingContact);
export type ContactPage = z.infer<typeof ContactPage>;

/** The signed-in user's marketing contacts (spec 1 §2 account contacts, checkout Ship to a Contact). */
export const contactsApi = {
  list: endpoint({
    method: 'GET',
    path: '/contacts',
    auth: 'user',
    query: ContactsQuery,
    response: ContactPage,
  }),
  create: endpoint({
    method: 'POST',
    path: '/contacts',
    auth: 'user',
    status: 201,
    body: MarketingContactForm,
    response: MarketingContact,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/contacts/{id}',
    auth: 'user',
    params: ContactParams,
    body: MarketingContactForm,
    response: MarketingContact,
  }),
  /** The favorite toggle. */
  setFavorite: endpoint({
    method: 'PUT',
    path: '/contacts/{id}/favorite',
    auth: 'user',
    params: ContactParams,
    body: SetContactFavorite,
    response: MarketingContact,
  }),
  /** Delete (after the confirm prompt). */
  remove: endpoint({
    method: 'DELETE',
    path: '/contacts/{id}',
    auth: 'user',
    params: ContactParams,
    response: z.object({ id: Id }),
  }),
};
