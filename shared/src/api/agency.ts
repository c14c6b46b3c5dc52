import * as z from 'zod';
import { AgencyDetails, AgencyEmail, AgencyListRow, AgencySubCode, DefaultAgency } from '../model/agency';
import { AgencyAddressForm, AgencyEmailForm } from '../model/agency-forms';
import { Id } from '../model/fields';
import { endpoint } from './endpoint';

export const SelectAgency = z.object({
  agencyId: z.number().int().positive(),
  /** Also make it the persisted default agency (the initial modal does). */
  isDefault: z.boolean().default(false),
});
export type SelectAgency = z.infer<typeof SelectAgency>;

export const AgencySearchQuery = z.object({
  agencyName: z.string().trim().max(100).optional(),
  statCode: z.string().trim().max(20).optional(),
});

const EmailParams = z.object({ id: Id });

export const agencyApi = {
  current: endpoint({ method: 'GET', path: '/agency/current', auth: 'user', response: DefaultAgency }),
  select: endpoint({
    method: 'PUT',
    path: '/agency/current',
    auth: 'user',
    body: SelectAgency,
    response: DefaultAgency,
  }),
  /** Return To My Profile: back to the default (or initial) agency. */
  returnToProfile: endpoint({
    method: 'DELETE',
    path: '/agency/current',
    auth: 'user',
    response: DefaultAgency,
  }),
  search: endpoint({
    method: 'GET',
    path: '/agencies',
    auth: 'user',
    query: AgencySearchQuery,
    response: z.object({ results: z.array(AgencyListRow) }),
  }),
  details: endpoint({
    method: 'GET',
    path: '/agency/current/details',
    auth: 'user',
    response: AgencyDetails,
  }),
  subCodes: endpoint({
    method: 'GET',
    path: '/agency/current/sub-codes',
    auth: 'user',
    response: z.object({ results: z.array(AgencySubCode) }),
  }),
  /** The agency email preferences of the agency in effect (profile: add, edit, delete). */
  emails: endpoint({
    method: 'GET',
    path: '/agency/current/emails',
    auth: 'user',
    response: z.array(AgencyEmail),
  }),
  addEmail: endpoint({
    method: 'POST',
    path: '/agency/current/emails',
    auth: 'user',
    status: 201,
    body: AgencyEmailForm,
    response: z.array(AgencyEmail),
  }),
  updateEmail: endpoint({
    method: 'PUT',
    path: '/agency/current/emails/{id}',
    auth: 'user',
    params: EmailParams,
    body: AgencyEmailForm,
    response: z.array(AgencyEmail),
  }),
  removeEmail: endpoint({
    method: 'DELETE',
    path: '/agency/current/emails/{id}',
    auth: 'user',
    params: EmailParams,
    response: z.array(AgencyEmail),
  }),
  /**
   * Update agency address (the edit pencil): the agency's company-segment address, for the roles of the
   * spec's table only; an agency without a company segment has nothing to edit (404).
   */
  updateAddress: endpoint({
    method: 'PUT',
    path: '/agency/current/address',
    auth: 'updateAgencyAddress',
    body: AgencyAddressForm,
    response: AgencyDetails,
  }),
};
