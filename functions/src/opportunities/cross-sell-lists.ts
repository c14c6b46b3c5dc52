import type { CrossSellDetailFilters, CrossSellSummary } from '@msc/shared/api/opportunities';
import { apiErrors, emptyStates } from '@msc/shared/messages';
import type { CrossSellDetailRow, CrossSellSummaryRow } from '@msc/shared/model/cross-sell';
import { domainFieldOf } from '@msc/shared/model/postal-wire';
import { isOwnerMaster } from '@msc/shared/rules/agency-eligibility';
import { LIST_TYPE_CODES } from '@msc/shared/rules/recipient-eligibility';
import { type CrossSellListType, parseCrossSellListType } from '@msc/shared/rules/start-order-routing';
import { type AgencyItem, agencyOfRequest, subCodesOf } from '#agency/index';
import { businessRule, notFound } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { loadCrossSellList, type PolicyholderItem, policyholderAddress } from '#policyholders/index';
import { loadAgencyOpportunities, loadCrossSellSummary, type OpportunityItem } from './opportunities-store';

/**
 * The cross-sell list pages (spec 2 §2 view-summary and view-detail): which agencies the caller sees is
 * decided here from the agency in effect, never from the request: an owner master sees itself and its sub
 * codes, any other agency itself only. A foreign stat code answers 404.
 */

export async function agencyInEffect(ctx: RequestContext): Promise<AgencyItem> {
  if (!(ctx.agencyId > 0)) throw businessRule(apiErrors.noAgencySelected);
  return agencyOfRequest(ctx);
}

/** The agency of a stat code: the agency in effect, or one of its sub codes for an owner master. */
export async function agencyOfStatCode(agency: AgencyItem, statCode: string): Promise<AgencyItem> {
  if (statCode === agency.statId) return agency;
  if (agency.isOwnerMaster) {
    const subCode = (await subCodesOf(agency.agencyId)).find((sub) => sub.statId === statCode);
    if (subCode) return subCode;
  }
  throw notFound(apiErrors.opportunityNotFound);
}

export function listTypeOf(listId: string): CrossSellListType {
  const listType = parseCrossSellListType(listId);
  if (!listType) throw notFound(emptyStates.listType);
  return listType;
}

const summaryRow = (
  opportunity: OpportunityItem,
  agency: AgencyItem,
  enrolled: ReadonlySet<string>,
  ownerMasterId: string,
): CrossSellSummaryRow => ({
  subCode: opportunity.statId,
  opportunities: opportunity.oppCount,
  agencyName: agency.agencyName,
  agencyAddressLine1: agency.addressLine1,
  agencyAddressLine2: agency.addressLine2,
  agencyCity: agency.city,
  agencyState: agency.state,
  agencyPostalCode: agency.postalCode,
  phone: agency.phone,
  isEnrolled: enrolled.has(opportunity.statId),
  ownerMasterId,
  isLicenseNumberRequired: agency.isLicenseNumberRequired,
});

/** The list's rows with opportunities, by stat code; the owner master's own row first. */
export async function crossSellSummary(ctx: RequestContext, listId: string): Promise<CrossSellSummary> {
  const listType = listTypeOf(listId);
  const code = LIST_TYPE_CODES[listType];
  const agency = await agencyInEffect(ctx);
  const ownerMasterId = agency.statId;
  const { opportunities, enrollments } = isOwnerMaster(agency)
    ? await loadCrossSellSummary(agency.agencyId, code)
    : await loadAgencyOpportunities(agency.agencyId);
  const agencies = new Map<string, AgencyItem>([[agency.statId, agency]]);
  if (isOwnerMaster(agency))
    for (const sub of await subCodesOf(agency.agencyId)) agencies.set(sub.statId, sub);
  const enrolled = new Set(enrollments.filter((row) => row.oppType === code).map((row) => row.statId));
  const rows = opportunities
    .filter((row) => row.oppType === code && row.oppCount > 0 && agencies.has(row.statId))
    .map((row) => summaryRow(row, agencies.get(row.statId)!, enrolled, ownerMasterId))
    .sort((a, b) => Number(b.subCode === ownerMasterId) - Number(a.subCode === ownerMasterId));
  return {
    listType,
    ownerMasterId,
    totalOpportunities: rows.reduce((sum, row) => sum + row.opportunities, 0),
    rows,
  };
}

const detailRow = (holder: PolicyholderItem, isSpecialty: boolean): CrossSellDetailRow => ({
  statCode: holder.statCode,
  mailingDate: holder.mailingDate,
  policyNumber: holder.policyNumber,
  renewalDate: holder.renewalDate,
  policyType: holder.policyType,
  ...policyholderAddress(holder),
  email: holder.email,
  phone: holder.phone,
  ...(isSpecialty ? { motorCycle: holder.motorCycle, waterCraft: holder.waterCraft, rv: holder.rv } : {}),
});

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/** Column order; empty values last in either direction, ties keep the stored order (by name). */
function sortDetailRows(rows: CrossSellDetailRow[], filters: CrossSellDetailFilters): CrossSellDetailRow[] {
  const { sortBy } = filters;
  if (!sortBy) return rows;
  const sign = filters.sortDirection === 'desc' ? -1 : 1;
  const sortValue = (row: CrossSellDetailRow) => {
    // The sort names the spec's column (address1, zip); the row has our names.
    const value = row[domainFieldOf(sortBy)];
    return typeof value === 'boolean' ? (value ? 'Y' : 'N') : (value ?? '');
  };
  return [...rows].sort((a, b) => {
    const left = sortValue(a);
    const right = sortValue(b);
    if (left === '' || right === '') return left === right ? 0 : left === '' ? 1 : -1;
    return sign * collator.compare(left, right);
  });
}

/**
 * One sub code's policyholders on the list, filtered by renewal date (inclusive), sorted; `anyMailed`
 * looks at the whole list (the page's enrolled rule).
 */
export async function crossSellDetailRows(
  ctx: RequestContext,
  params: { listId: string; subCode: string },
  filters: CrossSellDetailFilters,
) {
  const listType = listTypeOf(params.listId);
  const target = await agencyOfStatCode(await agencyInEffect(ctx), params.subCode.trim());
  const isSpecialty = listType === 'specialty';
  const holders = await loadCrossSellList(target.agencyId, LIST_TYPE_CODES[listType]);
  const inRange = holders.filter(
    (holder) =>
      (!filters.from || holder.renewalDate >= filters.from) &&
      (!filters.to || holder.renewalDate <= filters.to),
  );
  return {
    listType,
    isSpecialty,
    anyMailed: holders.some((holder) => Boolean(holder.mailingDate)),
    rows: sortDetailRows(
      inRange.map((holder) => detailRow(holder, isSpecialty)),
      filters,
    ),
  };
}
