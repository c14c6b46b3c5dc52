import { faker } from '@faker-js/faker';
import { db } from '@msc/functions/platform/db';
import { indexAgency } from '@msc/functions/platform/search-indexing-store';
import { SeedWriter } from '../seed/writer';

/** Above every seeded agency id: a copy never takes the id of a seeded agency. */
const FIRST_COPY_ID = 9_000_000;

export interface FreshAgency {
  agencyId: number;
  agencyName: string;
}

/**
 * A new agency that starts as a copy of a seeded one: its details, Ignite details, agency emails,
 * opportunity counts and enrollments, under a new id and a name with a unique tag. Its policyholders and
 * lists are not copied (the sub codes of an owner master hold those). `member` becomes one of its users.
 * A journey that changes what an agency owns (enrolls it, renames it) changes only its copy.
 */
export async function createFreshAgency(from: number, member?: string): Promise<FreshAgency> {
  const { entities } = db();
  const { data: agency } = await entities.agency.get({ agencyId: from }).go();
  if (!agency) throw new Error(`No agency ${from}`);
  const agencyName = `${agency.agencyName} ${faker.string.alpha({ length: 4, casing: 'upper' })}`;
  let agencyId = 0;
  for (let attempt = 0; agencyId === 0; attempt++) {
    const candidate = FIRST_COPY_ID + faker.number.int({ max: 999_999 });
    try {
      await entities.agency.create({ ...agency, agencyId: candidate, agencyName }).go();
      agencyId = candidate;
    } catch (error) {
      if (attempt > 5) throw error;
    }
  }
  // Findable by staff's Change Agency at once, as the index job would make it.
  await indexAgency({ agencyId, agencyName, statId: agency.statId });
  // An agency that is its own owner master keys its opportunity summaries by its own id.
  const master = (id: number) => (id === from ? agencyId : id);
  const writer = new SeedWriter();
  const { data: ignite } = await entities.igniteDetails.get({ agencyId: from }).go();
  if (ignite) writer.add('igniteDetails', [{ ...ignite, agencyId }]);
  const { data: emails } = await entities.agencyEmail.query
    .emailsOfAgency({ agencyId: from })
    .go({ pages: 'all' });
  writer.add(
    'agencyEmail',
    emails.map((email) => ({ ...email, agencyId })),
  );
  const { data: opportunities } = await entities.opportunity.query
    .opportunitiesOfAgency({ agencyId: from })
    .go({ pages: 'all' });
  writer.add(
    'opportunity',
    opportunities.map((row) => ({
      ...row,
      agencyId,
      agencyName,
      masterAgencyId: master(row.masterAgencyId),
    })),
  );
  const { data: enrollments } = await entities.enrollment.query
    .enrollmentsOfAgency({ agencyId: from })
    .go({ pages: 'all' });
  writer.add(
    'enrollment',
    enrollments.map((row) => ({ ...row, agencyId, masterAgencyId: master(row.masterAgencyId) })),
  );
  if (member) {
    writer.add('agencyMembership', [
      {
        userName: member,
        agencyId,
        agencyName,
        statId: agency.statId,
        isOwnerMaster: agency.isOwnerMaster ?? false,
      },
    ]);
  }
  await writer.flush();
  return { agencyId, agencyName };
}
