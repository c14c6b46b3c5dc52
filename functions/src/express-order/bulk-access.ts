import { apiErrors } from '@msc/shared/messages';
import type { AgencySubCode } from '@msc/shared/model/agency';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { opportunityListCode } from '@msc/shared/rules/recipient-eligibility';
import { type AgencyItem, agencyOfRequest, subCodesOf } from '#agency/index';
import { loadCrossSellSummary } from '#opportunities/index';
import { notFound } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import {
  type BulkOrderStateHead,
  type BulkOrderStateRecord,
  findBulkOrderState,
  findBulkOrderStateHead,
} from './express-order-store';

/**
 * A bulk order state of the caller in the agency in effect. Another user's, or one started in another
 * agency, answers 404: a foreign id never shows data.
 */
export async function ownBulkOrderState(ctx: RequestContext, id: string): Promise<BulkOrderStateRecord> {
  return own(ctx, await findBulkOrderState(ctx.user.userName, id));
}

/** `ownBulkOrderState` without its sub codes' parts (step 4's poll: one Get while a run is in flight). */
export async function ownBulkOrderStateHead(ctx: RequestContext, id: string): Promise<BulkOrderStateHead> {
  return own(ctx, await findBulkOrderStateHead(ctx.user.userName, id));
}

function own<T extends BulkOrderStateHead>(ctx: RequestContext, record: T | undefined): T {
  if (!record || record.agencyId !== ctx.agencyId || ctx.agencyId <= 0) throw notFound();
  return record;
}

/** A sub code an Express Order can mail for. */
export interface ExpressSubCode extends AgencySubCode {
  agencyId: number;
}

const toSubCode = (agency: AgencyItem): ExpressSubCode => ({
  agencyId: agency.agencyId,
  statId: agency.statId,
  agencyName: agency.agencyName,
  policyHoldersCount: agency.policyHoldersCount,
});

/**
 * The sub codes an owner master can order for, by stat code. The owner master's own row is not one: its
 * policyholder count is the sum of its sub codes' (the policyholders are the sub codes').
 */
export async function expressSubCodesOf(agency: AgencyItem): Promise<ExpressSubCode[]> {
  if (!agency.isOwnerMaster) return [];
  return (await subCodesOf(agency.agencyId)).map(toSubCode);
}

export async function expressSubCodes(ctx: RequestContext): Promise<ExpressSubCode[]> {
  if (ctx.agencyId <= 0) return [];
  return expressSubCodesOf(await agencyOfRequest(ctx));
}

/**
 * The sub codes as an opportunity-started Express Order counts them: each one's count is its targets on the
 * opportunity's list (one Query of the list's rows under the owner master), not its whole book; without an
 * opportunity, its policyholders.
 */
export async function expressSubCodesFor(
  ctx: RequestContext,
  target: { oppId?: string | null | undefined },
): Promise<ExpressSubCode[]> {
  const subCodes = await expressSubCodes(ctx);
  const code = opportunityListCode(target.oppId);
  if (!code || subCodes.length === 0) return subCodes;
  const { opportunities } = await loadCrossSellSummary(ctx.agencyId, code);
  const targets = new Map(opportunities.map((row) => [row.statId, row.oppCount]));
  return subCodes.map((subCode) => ({ ...subCode, policyHoldersCount: targets.get(subCode.statId) ?? 0 }));
}

/** The chosen stat codes as agencies; one the agency cannot order for answers 404. */
export function subCodeByStatCode(subCodes: readonly ExpressSubCode[], statCode: string): ExpressSubCode {
  const found = subCodes.find((subCode) => subCode.statId === statCode);
  if (!found) throw notFound(apiErrors.expressSubCodeUnknown);
  return found;
}

const sumOf = (counts: readonly number[]) => counts.reduce((sum, count) => sum + count, 0);

/** The spec's bulk order state (spec 1 §3), as the browser keeps it. */
export function toBulkOrderState(record: BulkOrderStateRecord): BulkOrderState {
  return {
    id: record.bulkOrderStateId,
    cartId: record.cartId,
    channelType: record.channelType as BulkOrderState['channelType'],
    statCode: record.statCode,
    ...(record.oppId ? { oppId: record.oppId } : {}),
    programType: record.programType as BulkOrderState['programType'],
    productType: record.productType,
    productId: record.productId,
    ...(record.isSamePersonalization === undefined
      ? {}
      : { isSamePersonalization: record.isSamePersonalization }),
    orderStates: record.orderStates,
    subCodesDetails: record.subCodesDetails,
    ...(record.dropDetails ? { dropDetails: record.dropDetails as BulkOrderState['dropDetails'] } : {}),
    unitPrice: record.unitPrice,
    pageFlexDocumentIds: record.pageFlexDocumentIds ?? [],
    ...(record.onePerHousehold === undefined ? {} : { onePerHousehold: record.onePerHousehold }),
    ...(record.holdout?.percent
      ? {
          holdout: {
            percent: record.holdout.percent,
            heldOut: sumOf(record.orderStates.map((child) => child.heldOut ?? 0)),
            mailed: sumOf(record.orderStates.map((child) => child.targetCount)),
          },
        }
      : {}),
  };
}
