import { faker } from '@faker-js/faker';
import { db } from '@msc/functions/platform/db';
import { indexAgency } from '@msc/functions/platform/search-indexing-store';
import { LONG_NAMED_POLICYHOLDERS } from '@msc/functions/test/long-names';
import { createFreshAgency } from './fresh-agency';

/** Above every seeded agency id and apart from the agency copies' range. */
const FIRST_SUB_CODE_ID = 8_000_000;

/**
 * The people of the two sub codes: Ann twice (a duplicate), Bob at Ann's address (a household), an
 * address without a house number (incomplete), and a name the #10 window cannot print in full (the
 * preflight shortens it).
 */
const PEOPLE: Array<Array<{ firstName: string; lastName: string; addressLine1: string }>> = [
  [
    { firstName: 'Ann', lastName: 'Archer', addressLine1: '1 Main Street' },
    { firstName: 'ANN', lastName: 'archer', addressLine1: '1 MAIN ST.' },
    { firstName: 'Bob', lastName: 'Archer', addressLine1: '1 Main St' },
    { firstName: 'Cy', lastName: 'Nohouse', addressLine1: 'Main Street' },
    { firstName: 'Eve', lastName: 'Evans', addressLine1: '9 Park Avenue' },
  ],
  [
    { ...LONG_NAMED_POLICYHOLDERS[2], addressLine1: '12 North Oak Boulevard' },
    { firstName: 'Fay', lastName: 'Fox', addressLine1: '40 Elm Road' },
  ],
];

export interface FreshExpressOwner {
  agencyId: number;
  subCodes: { agencyId: number; statId: string; agencyName: string }[];
}

/**
 * A new owner master for `member` (a copy of the member's default agency, which must be an owner master)
 * with two new sub codes of its own, whose policyholders a list cleaning and a recipient preflight have
 * something to find in: the Express Order journeys' data, touching no seeded sub code's book. The member's
 * default agency becomes the new owner master.
 */
export async function createFreshExpressOwner(member: string): Promise<FreshExpressOwner> {
  const { entities } = db();
  const { data: user } = await entities.user.get({ userName: member }).go();
  if (!user) throw new Error(`No user ${member}`);
  const { data: seeded } = await entities.agency.get({ agencyId: user.defaultAgencyId }).go();
  if (!seeded?.isOwnerMaster) throw new Error(`${member}'s default agency is not an owner master`);
  const { data: seededSubCodes } = await entities.agency.query
    .subCodesOfOwnerMaster({ ownerMasterId: seeded.agencyId })
    .go();
  const master = await createFreshAgency(seeded.agencyId, member);
  const subCodes: FreshExpressOwner['subCodes'] = [];
  for (const [index, people] of PEOPLE.entries()) {
    const from = seededSubCodes[index];
    if (!from) throw new Error(`${seeded.agencyName} has fewer than ${PEOPLE.length} sub codes`);
    const { data: template } = await entities.policyholder.query
      .policyholdersOfAgency({ agencyId: from.agencyId })
      .go({ limit: 1 });
    const holder = template[0];
    if (!holder) throw new Error(`Sub code ${from.statId} has no policyholders`);
    const agencyId = FIRST_SUB_CODE_ID + faker.number.int({ max: 999_999 });
    const statId = `8${String(agencyId).slice(-6)}`;
    const agencyName = `${from.agencyName} ${faker.string.alpha({ length: 4, casing: 'upper' })}`;
    await entities.agency
      .create({
        ...from,
        agencyId,
        statId,
        agencyName,
        ownerMasterId: master.agencyId,
        policyHoldersCount: people.length,
      })
      .go();
    await indexAgency({ agencyId, agencyName, statId });
    await entities.policyholder
      .put(
        people.map((person, seq) => ({
          ...holder,
          ...person,
          agencyId,
          statCode: statId,
          policyNumber: `${statId}-${seq + 1}`,
          middleName: undefined,
          email: undefined,
        })),
      )
      .go();
    subCodes.push({ agencyId, statId, agencyName });
  }
  await entities.user.patch({ userName: member }).set({ defaultAgencyId: master.agencyId }).go();
  return { agencyId: master.agencyId, subCodes };
}
