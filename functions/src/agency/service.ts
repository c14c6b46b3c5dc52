import type { agencyApi } from '@msc/shared/api/agency';
import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { AgencyDetails, AgencyEmail } from '@msc/shared/model/agency';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import { agencyTermOf } from '@msc/shared/rules/word-search';
import { ulid } from 'ulid';
import { notFound } from '#platform/http-error';
import {
  type AgencyItem,
  clearCurrentAgency,
  getAgency,
  saveAgencyChoice,
  saveCompanySegment,
  subCodesOf,
} from '#platform/identity-store';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { agenciesMatchingForUser, agencyForUser, agencyOfRequest } from './access';
import { type AgencyEmailItem, deleteAgencyEmail, emailsOfAgency, putAgencyEmail } from './agency-store';
import { agencyInEffect, NO_AGENCY, toDefaultAgency } from './in-effect';

function toDetails(agency: AgencyItem): AgencyDetails {
  return {
    agencyName: agency.agencyName,
    addressLine1: agency.addressLine1,
    addressLine2: agency.addressLine2,
    city: agency.city,
    state: agency.state,
    postalCode: agency.postalCode,
    phone: agency.phone,
    emailAddress: agency.emailAddress,
    statId: agency.statId,
    isOwnerMaster: agency.isOwnerMaster,
    agencyDefaultId: agency.agencyId,
    isLicenseNumberRequired: agency.isLicenseNumberRequired,
    companySegment: (agency.companySegment ?? []).map((segment) => ({ ...segment })),
  };
}

/** Change Agency lists this many at most; a longer term narrows it. */
const SEARCH_RESULTS = 100;

/** The agency in effect, checked to be one the user may act for; none chosen answers 404. */
async function actingAgency(ctx: RequestContext): Promise<AgencyItem> {
  if (ctx.agencyId <= NO_AGENCY_ID) throw notFound(apiErrors.noAgencySelected);
  return agencyOfRequest(ctx);
}

const toAgencyEmail = (item: AgencyEmailItem): AgencyEmail => ({
  id: item.emailId,
  name: item.name,
  email: item.email,
  programs: item.programs,
  companySegmentId: item.companySegmentId,
});

async function emailList(agencyId: number): Promise<AgencyEmail[]> {
  return (await emailsOfAgency(agencyId)).map(toAgencyEmail);
}

export const agencyService: Implementation<typeof agencyApi> = {
  current: async ({ ctx }) => agencyInEffect(ctx),

  select: async ({ ctx, body }) => {
    const agency = await agencyForUser(ctx.user, body.agencyId);
    await saveAgencyChoice(ctx.user.userName, agency.agencyId, body.isDefault);
    return toDefaultAgency(agency);
  },

  returnToProfile: async ({ ctx }) => {
    await clearCurrentAgency(ctx.user.userName);
    const agency = ctx.user.defaultAgencyId > 0 ? await getAgency(ctx.user.defaultAgencyId) : undefined;
    return agency ? toDefaultAgency(agency) : NO_AGENCY;
  },

  search: async ({ ctx, query }) => {
    const agencies = await agenciesMatchingForUser(ctx.user, agencyTermOf(query), SEARCH_RESULTS);
    const results = agencies.map((agency) => ({
      id: agency.agencyId,
      agencyName: agency.agencyName,
      statId: agency.statId,
      isOwnerMaster: agency.isOwnerMaster,
      city: agency.city,
      state: agency.state,
    }));
    return { results };
  },

  details: async ({ ctx }) => toDetails(await actingAgency(ctx)),

  subCodes: async ({ ctx }) => {
    if (ctx.agencyId <= NO_AGENCY_ID) return { results: [] };
    const agency = await agencyOfRequest(ctx);
    if (!agency.isOwnerMaster) return { results: [] };
    const subCodes = await subCodesOf(agency.agencyId);
    return {
      results: subCodes.map(({ statId, agencyName, policyHoldersCount }) => ({
        statId,
        agencyName,
        policyHoldersCount,
      })),
    };
  },

  emails: async ({ ctx }) => emailList((await actingAgency(ctx)).agencyId),

  addEmail: async ({ ctx, body }) => {
    const agency = await actingAgency(ctx);
    await putAgencyEmail({
      agencyId: agency.agencyId,
      emailId: ulid(),
      companySegmentId: body.companySegmentId ?? 0,
      name: body.name,
      email: body.email,
      programs: body.programs,
      createdBy: ctx.user.userName,
      created: now().toISOString(),
    });
    return emailList(agency.agencyId);
  },

  updateEmail: async ({ ctx, params, body }) => {
    const agency = await actingAgency(ctx);
    const existing = (await emailsOfAgency(agency.agencyId)).find((item) => item.emailId === params.id);
    if (!existing) throw notFound(apiErrors.agencyEmailNotFound);
    await putAgencyEmail({ ...existing, name: body.name, email: body.email, programs: body.programs });
    return emailList(agency.agencyId);
  },

  removeEmail: async ({ ctx, params }) => {
    const agency = await actingAgency(ctx);
    const existing = (await emailsOfAgency(agency.agencyId)).find((item) => item.emailId === params.id);
    if (!existing) throw notFound(apiErrors.agencyEmailNotFound);
    await deleteAgencyEmail(agency.agencyId, params.id);
    return emailList(agency.agencyId);
  },

  updateAddress: async ({ ctx, body }) => {
    const agency = await actingAgency(ctx);
    const [segment, ...others] = agency.companySegment ?? [];
    if (!segment) throw notFound(apiErrors.agencyHasNoCompanySegment);
    const updated = {
      ...segment,
      companyName: body.companyName,
      addressLine1: body.addressLine1 ?? segment.addressLine1,
      addressLine2: body.addressLine2 || undefined,
      city: body.city ?? segment.city,
      state: body.state ?? segment.state,
      postalCode: body.postalCode ?? segment.postalCode,
      phoneNumber: body.phoneNumber,
      email: body.email || undefined,
    };
    await saveCompanySegment(agency.agencyId, [updated, ...others]);
    return toDetails({ ...agency, companySegment: [updated, ...others] });
  },
};
