import * as z from 'zod';
import { Id } from '../model/fields';
import { MailListContact, MailListRow } from '../model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const AgencyListsQuery = z.object({
  ...pagingQuery([AGENCY_LISTS_PAGE_SIZE], AGENCY_LISTS_PAGE_SIZE),
});
export type AgencyListsQuery = z.input<typeof AgencyListsQuery>;

export const AgencyListPage = pageOf(MailListRow);
export type AgencyListPage = z.infer<typeof AgencyListPage>;

const ListParams = z.object({ id: Id });

export const AgencyListContactPage = pageOf(MailListContact);
export type AgencyListContactPage = z.infer<typeof AgencyListContactPage>;

/** The lists the user uploaded for the agency in effect (spec 1 §2 account agency-lists). */
export const agencyListsApi = {
  list: endpoint({
    method: 'GET',
    path: '/agency-lists',
    auth: 'user',
    query: AgencyListsQuery,
    response: AgencyListPage,
  }),
  /** View a list: its contacts in upload order, 50 a page. */
  contacts: endpoint({
    method: 'GET',
    path: '/agency-lists/{id}/contacts',
    auth: 'user',
    params: ListParams,
    query: AgencyListsQuery,
    response: AgencyListContactPage,
  }),
  /** Delete list (after the confirm prompt): the list and its records. */
  remove: endpoint({
    method: 'DELETE',
    path: '/agency-lists/{id}',
    auth: 'user',
    params: ListParams,
    response: z.object({ id: Id }),
  }),
};
