import type { EntityItem } from 'electrodb';
import { EnrollmentEntity } from '#data/entities/enrollment';
import { OpportunityEntity } from '#data/entities/opportunity';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  enrollment: EnrollmentEntity,
  opportunity: OpportunityEntity,
});

export type OpportunityItem = EntityItem<typeof OpportunityEntity>;
export type EnrollmentItem = EntityItem<typeof EnrollmentEntity>;

/**
 * The only file of the opportunities capability that talks to the table. Every key is the agency id the
 * service resolved from the request context (the agency in effect, or one of its sub codes).
 */

/** The agency's opportunity rows and enrollments in one Query (collection `agencyOpportunities`). */
export async function loadAgencyOpportunities(agencyId: number) {
  const { data } = await db().collections.agencyOpportunities({ agencyId }).go({ pages: 'all' });
  return { opportunities: data.opportunity, enrollments: data.enrollment };
}

/**
 * Stores the enrollment unless one exists (conditional create: there is no un-enroll, and a retry or a
 * second tab finds the first one). Answers whether this call created it.
 */
export async function createEnrollment(enrollment: EnrollmentItem): Promise<'created' | 'exists'> {
  try {
    await db().entities.enrollment.create(enrollment).go();
    return 'created';
  } catch (error) {
    if (/conditional request failed/i.test(String((error as Error).message))) return 'exists';
    throw error;
  }
}

/** A list's summary rows (one per stat code under the owner master) with their enrollments, in one Query. */
export async function loadCrossSellSummary(masterAgencyId: number, oppType: OpportunityItem['oppType']) {
  const { data } = await db().collections.crossSellSummary({ masterAgencyId, oppType }).go({ pages: 'all' });
  return { opportunities: data.opportunity, enrollments: data.enrollment };
}
