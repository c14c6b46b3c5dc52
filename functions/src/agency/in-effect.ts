import type { DefaultAgency } from '@msc/shared/model/agency';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import type { AgencyItem } from '#platform/identity-store';
import type { RequestContext } from '#platform/request-context';
import { agencyItemInEffect } from './access';

/*
 * The agency in effect, as the session and other capabilities show it. Apart from service.ts, whose
 * writes (the company segment, the agency choice, the agency's emails) a Lambda that imports this through
 * index.ts must not bundle: its IAM grants follow what it bundles (infra/aws/capability-access.ts).
 */

export const NO_AGENCY: DefaultAgency = {
  agencyId: NO_AGENCY_ID,
  agencyName: '',
  statId: '',
  isOwnerMaster: false,
  isLicenseNumberRequired: false,
};

export function toDefaultAgency(agency: AgencyItem): DefaultAgency {
  return {
    agencyId: agency.agencyId,
    agencyName: agency.agencyName,
    statId: agency.statId,
    isOwnerMaster: agency.isOwnerMaster,
    isLicenseNumberRequired: agency.isLicenseNumberRequired,
  };
}

export async function agencyInEffect(ctx: RequestContext): Promise<DefaultAgency> {
  const agency = await agencyItemInEffect(ctx);
  return agency ? toDefaultAgency(agency) : NO_AGENCY;
}
