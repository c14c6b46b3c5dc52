import * as z from 'zod';
import { MarketingContact } from '../model/contact';
import { CONTACTS_PAGE_SIZE, CONTACTS_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const ContactSort = z.enum(['lastNameAsc', 'lastNameDesc']);
export type ContactSort = z.infer<typeof ContactSort>;

/** The checkout's contact pickers read every contact in one page, as the spec's lists of up to 1000 do. */
export const ALL_CONTACTS_PAGE_SIZE = 1000;

export const ContactsQuery = z.object({
  ...pagingQuery([...CONTACTS_PAGE_SIZE_OPTIONS, ALL_CONTACTS_PAGE_SIZE], CONTACTS_PAGE_SIZE),
  sort: ContactSort.default('lastNameAsc'),
  favoritesOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type ContactsQuery = z.input<typeof ContactsQuery>;

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
};
