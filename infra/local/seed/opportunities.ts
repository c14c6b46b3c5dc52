import type { EnrollmentEntity } from '@msc/functions/data/entities/enrollment';
import type { OpportunityEntity } from '@msc/functions/data/entities/opportunity';
import { CROSS_SELL_TYPE_CODES, type CrossSellTypeCode } from '@msc/shared/model/enums';
import type { CreateEntityItem } from 'electrodb';
import type { AgencyPlan, AgencySeed } from './agencies';
import type { PolicyholderStats } from './policyholders';
import { addDays, fakerFor, isoDay } from './random';

export type OpportunitySeed = CreateEntityItem<typeof OpportunityEntity>;
export type EnrollmentSeed = CreateEntityItem<typeof EnrollmentEntity>;

// The list type → list code pairing lives in @msc/shared/rules/recipient-eligibility (LIST_TYPE_CODES).

/** The automated programmes (Enroll is offered only for these). */
export const AUTOMATED_CODES = ['H', 'A', 'UR'] as const;
export type AutomatedCode = (typeof AUTOMATED_CODES)[number];

const TITLES: Record<CrossSellTypeCode, string> = {
  H: '<strong>Auto to Home</strong>: auto customers without a home policy',
  A: '<strong>Home to Auto</strong>: home customers without an auto policy',
  UR: '<strong>Umbrella to Auto</strong>: umbrella customers insuring their cars elsewhere',
  SP: '<strong>Specialty</strong>: customers with a motorcycle, boat or RV',
  LPP: '<strong>Landlord Protection</strong>: homeowners who rent out a property',
  PI: '<strong>Pet Insurance</strong>: customers with pets',
  AA: '<strong>Annual Auto</strong>: convert 6-month auto policies to annual',
  AAC: '<strong>Up for Renewal</strong>: customers renewing in the next 3 months',
  N: '<strong>New Prospects</strong>: households near your agency',
};

/** Which automated lists each agency is enrolled in: about half of the pairs, decided per agency. */
export function planEnrollmentChoices(agencies: readonly AgencySeed[]): Map<number, Set<AutomatedCode>> {
  const choices = new Map<number, Set<AutomatedCode>>();
  for (const agency of agencies) {
    const faker = fakerFor(`enrollment:${agency.statId}`);
    choices.set(agency.agencyId, new Set(AUTOMATED_CODES.filter(() => faker.datatype.boolean())));
  }
  return choices;
}

/** One opportunity row per agency and code (all nine), and the enrollments chosen above. */
export function planOpportunities(
  plan: AgencyPlan,
  stats: ReadonlyMap<number, PolicyholderStats>,
  enrolled: ReadonlyMap<number, ReadonlySet<CrossSellTypeCode>>,
  epoch: Date,
) {
  const opportunities: OpportunitySeed[] = [];
  const enrollments: EnrollmentSeed[] = [];
  const updated = epoch.toISOString();
  const countOf = (agencyId: number, code: CrossSellTypeCode): number => {
    const stat = stats.get(agencyId);
    if (!stat) return 0;
    if (code === 'AA') return stat.annualAuto;
    if (code === 'AAC') return stat.upForRenewal;
    if (code === 'N') return 0;
    return stat.lists[code] ?? 0;
  };
  for (const agency of plan.agencies) {
    const faker = fakerFor(`opportunities:${agency.statId}`);
    const masterAgencyId = agency.ownerMasterId || agency.agencyId;
    const subs = agency.isOwnerMaster
      ? plan.subCodes.filter((sub) => sub.ownerMasterId === agency.agencyId)
      : [];
    for (const code of CROSS_SELL_TYPE_CODES) {
      const isEnrolled =
        (enrolled.get(agency.agencyId) as ReadonlySet<string> | undefined)?.has(code) ?? false;
      const lastMail = isEnrolled
        ? isoDay(addDays(epoch, -faker.number.int({ min: 5, max: 50 })))
        : undefined;
      opportunities.push({
        agencyId: agency.agencyId,
        oppType: code,
        masterAgencyId,
        statId: agency.statId,
        programType:
          code === 'N' ? 'Prospecting' : code === 'AA' || code === 'AAC' ? 'Retention' : 'CrossSell',
        titleHtml: TITLES[code],
        oppCount: code === 'N' ? faker.number.int({ min: 400, max: 6000 }) : countOf(agency.agencyId, code),
        subCodeOppCount: agency.isOwnerMaster
          ? subs.reduce((sum, sub) => sum + countOf(sub.agencyId, code), 0)
          : undefined,
        dateSent: lastMail,
        lastMailDate: lastMail,
        updated,
      });
      if (isEnrolled) {
        enrollments.push({
          agencyId: agency.agencyId,
          oppType: code,
          masterAgencyId,
          statId: agency.statId,
          licenseNumber: agency.isLicenseNumberRequired ? `0${faker.string.numeric(7)}` : undefined,
          enrolledBy: 'legacy-import',
          enrolledAt: addDays(epoch, -faker.number.int({ min: 60, max: 400 })).toISOString(),
        });
      }
    }
  }
  return { opportunities, enrollments };
}
