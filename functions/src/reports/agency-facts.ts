import { loadAgencyOpportunities } from '#opportunities/index';
import { monthFigures } from '#orders/index';
import { sixMonthPoliciesOf } from '#policyholders/index';
import { agencyDropResults } from '#results/index';
import { movingListsOf, winBackEntriesOfAgency } from '#retention/index';
import {
  type AnnualAutoFact,
  lastMonths,
  type MovingListFact,
  type OpportunityFact,
  type WinBackFact,
} from './figures/facts';
import type { AgencyFacts, FactSource } from './figures/report-figures';

/**
 * What a report is computed from, read through the capabilities that own each source. Agency-owned reads
 * take the agency ids the service resolved from the request context (never from the browser), so they
 * stay in those agencies' partitions.
 */

async function opportunitiesOfAgency(agencyId: number): Promise<OpportunityFact[]> {
  const { opportunities, enrollments } = await loadAgencyOpportunities(agencyId);
  const enrolled = new Set(enrollments.map((enrollment) => enrollment.oppType));
  return opportunities.map((opportunity) => ({
    oppType: opportunity.oppType,
    // Titles are HTML ('<strong>Auto to Home</strong>: …'): the chart names the list only.
    title: opportunity.titleHtml
      .replace(/<[^>]*>/g, '')
      .split(':')[0]!
      .trim(),
    programType: opportunity.programType,
    oppCount: opportunity.oppCount,
    isEnrolled: enrolled.has(opportunity.oppType),
  }));
}

async function winBackOfAgency(agencyId: number): Promise<WinBackFact[]> {
  return (await winBackEntriesOfAgency(agencyId)).map(
    ({ policyNumber, firstName, lastName, city, state, listMonth, cancelDate, mailDate }) => ({
      policyNumber,
      firstName,
      lastName,
      city,
      state,
      listMonth,
      cancelDate,
      mailDate,
    }),
  );
}

async function annualAutoOfAgency(agencyId: number): Promise<AnnualAutoFact[]> {
  return (await sixMonthPoliciesOf(agencyId)).map(
    ({ policyNumber, firstName, lastName, city, state, renewalDate, recommendedIndicator }) => ({
      policyNumber,
      firstName,
      lastName,
      city,
      state,
      renewalDate,
      recommended: recommendedIndicator,
    }),
  );
}

async function movingListsOfAgency(agencyId: number): Promise<MovingListFact[]> {
  // Oldest first, as the figures list them (the retention page shows them newest first).
  return [...(await movingListsOf(agencyId))]
    .reverse()
    .map(({ listDate, records }) => ({ listDate, records }));
}

type ListSource = Exclude<FactSource, 'orders'>;

const LOADERS: { [S in ListSource]: (agencyId: number) => Promise<AgencyFacts[S]> } = {
  opportunities: opportunitiesOfAgency,
  winBack: winBackOfAgency,
  annualAuto: annualAutoOfAgency,
  moving: movingListsOfAgency,
  results: agencyDropResults,
};

/**
 * Reads only the sources a report needs, within the given agencies' partitions (the agency in effect,
 * and an owner master's sub codes), and puts them together.
 */
export async function loadAgencyFacts(
  agencyIds: readonly number[],
  sources: readonly FactSource[],
  now: Date,
): Promise<AgencyFacts> {
  const facts: AgencyFacts = {
    orders: new Map(),
    results: [],
    opportunities: [],
    winBack: [],
    annualAuto: [],
    moving: [],
  };
  const months = lastMonths(now);
  await Promise.all([
    // The agencies' order figures of the 12 months (orders/order-figures.ts), not their order history.
    sources.includes('orders')
      ? monthFigures(agencyIds, months[0]!, months.at(-1)!).then((figures) => {
          facts.orders = figures;
        })
      : undefined,
    ...sources
      .filter((source): source is ListSource => source !== 'orders')
      .flatMap((source) =>
        agencyIds.map(async (agencyId) => {
          const rows = (await LOADERS[source](agencyId)) as unknown[];
          (facts[source] as unknown[]).push(...rows);
        }),
      ),
  ]);
  return facts;
}
