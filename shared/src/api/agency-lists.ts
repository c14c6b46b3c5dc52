import * as z from 'zod';
import { Id } from '../model/fields';
import { CreateMailListFromUpload, MailListContact, MailListRow } from '../model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE, UPLOAD_PREVIEW_RECORDS } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const AgencyListsQuery = z.object({
  ...pagingQuery([AGENCY_LISTS_PAGE_SIZE], AGENCY_LISTS_PAGE_SIZE),
});
export type AgencyListsQuery = z.input<typeof AgencyListsQuery>;

export const AgencyListPage = pageOf(MailListRow);
export type AgencyListPage = z.infer<typeof AgencyListPage>;

const ListParams = z.object({ id: Id });

/** A list's contacts: 50 a page, or the preview's first 20 (spec 2 §9). */
export const AgencyListContactsQuery = z.object({
  ...pagingQuery([AGENCY_LISTS_PAGE_SIZE, UPLOAD_PREVIEW_RECORDS], AGENCY_LISTS_PAGE_SIZE),
});
export type AgencyListContactsQuery = z.input<typeof AgencyListContactsQuery>;

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
    query: AgencyListContactsQuery,
    response: AgencyListContactPage,
  }),
  /**
   * Create mail list (spec 2 §4 "create mail list"): a new agency list named by the user, made on the
   * server of the accepted records of the caller's mail-list upload (never records sent by the browser).
   */
  create: endpoint({
    method: 'POST',
    path: '/agency-lists',
    auth: 'user',
    body: CreateMailListFromUpload,
    response: MailListRow,
    status: 201,
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
