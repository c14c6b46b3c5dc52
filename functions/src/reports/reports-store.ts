import type { EntityItem } from 'electrodb';
import { EnrollmentEntity } from '#data/entities/enrollment';
import { FavoriteReportEntity } from '#data/entities/favorite-report';
import { MovingListEntity } from '#data/entities/moving-list';
import { OpportunityEntity } from '#data/entities/opportunity';
import { OrderEntity, OrderItemEntity } from '#data/entities/order';
import { PolicyholderEntity } from '#data/entities/policyholder';
import { ReportEntity, ReportGroupEntity } from '#data/entities/report';
import { WinBackEntryEntity } from '#data/entities/win-back-entry';
import { storeDb } from '#data/store-db';
import type {
  AnnualAutoFact,
  MovingListFact,
  OpportunityFact,
  OrderFact,
  WinBackFact,
} from './figures/facts';
import type { AgencyFacts, FactSource } from './figures/report-figures';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  enrollment: EnrollmentEntity,
  favoriteReport: FavoriteReportEntity,
  movingList: MovingListEntity,
  opportunity: OpportunityEntity,
  order: OrderEntity,
  orderItem: OrderItemEntity,
  policyholder: PolicyholderEntity,
  report: ReportEntity,
  reportGroup: ReportGroupEntity,
  winBackEntry: WinBackEntryEntity,
});

export type ReportGroupItem = EntityItem<typeof ReportGroupEntity>;
export type ReportItem = EntityItem<typeof ReportEntity>;
export type FavoriteReportItem = EntityItem<typeof FavoriteReportEntity>;

/**
 * The only file of the reports capability that talks to the table. Agency-owned reads take the agency
 * id the service resolved from the request context (never from the browser), so they stay in its partitions.
 */

/** Report groups and reports: one Query of the `reportCatalogue` partition. */
export async function loadReportCatalogue(): Promise<{ groups: ReportGroupItem[]; reports: ReportItem[] }> {
  const { data } = await db().collections.reportCatalogue({}).go({ pages: 'all' });
  return { groups: data.reportGroup, reports: data.report };
}

export async function loadReport(reportId: string): Promise<ReportItem | undefined> {
  const { data } = await db().entities.report.query.reportById({ reportId }).go();
  return data[0];
}

export async function loadFavoriteReports(userName: string): Promise<FavoriteReportItem[]> {
  const { data } = await db()
    .entities.favoriteReport.query.favoritesOfUser({ userName })
    .go({ pages: 'all' });
  return data;
}

/** Adding twice keeps one favorite (a put on the same key). */
export async function putFavoriteReport(userName: string, reportId: string): Promise<void> {
  await db().entities.favoriteReport.put({ userName, reportId, created: new Date().toISOString() }).go();
}

export async function deleteFavoriteReport(userName: string, reportId: string): Promise<void> {
  await db().entities.favoriteReport.delete({ userName, reportId }).go();
}

/** The agency's orders (placed by any of its users), each with its items. */
async function ordersOfAgency(agencyId: number): Promise<OrderFact[]> {
  const { data: orders } = await db().entities.order.query.ordersOfAgency({ agencyId }).go({ pages: 'all' });
  return Promise.all(
    orders.map(async (order) => {
      const { data } = await db()
        .entities.orderItem.query.itemsOfOrder({ userName: order.userName, orderId: order.orderId })
        .go({ pages: 'all' });
      return {
        orderId: order.orderId,
        orderDate: order.orderDate,
        orderStatusCode: order.orderStatusCode,
        items: data.map((item) => ({
          programType: item.data?.programType,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
          mailings: (item.data?.dropDetails?.mailingDetails ?? []).map(({ mailDate, quantity }) => ({
            mailDate,
            quantity,
          })),
        })),
      };
    }),
  );
}

async function opportunitiesOfAgency(agencyId: number): Promise<OpportunityFact[]> {
  const { data } = await db().collections.agencyOpportunities({ agencyId }).go({ pages: 'all' });
  const enrolled = new Set(data.enrollment.map((enrollment) => enrollment.oppType));
  return data.opportunity.map((opportunity) => ({
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
  const { data } = await db().entities.winBackEntry.query.entriesOfList({ agencyId }).go({ pages: 'all' });
  return data.map(({ policyNumber, firstName, lastName, city, state, listMonth, cancelDate, mailDate }) => ({
    policyNumber,
    firstName,
    lastName,
    city,
    state,
    listMonth,
    cancelDate,
    mailDate,
  }));
}

async function annualAutoOfAgency(agencyId: number): Promise<AnnualAutoFact[]> {
  const { data } = await db()
    .entities.policyholder.query.annualAutoList({ agencyId, termMonths: 6 })
    .go({ pages: 'all' });
  return data.map(
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
  const { data } = await db().entities.movingList.query.listsOfAgency({ agencyId }).go({ pages: 'all' });
  return data.map(({ listDate, records }) => ({ listDate, records }));
}

const LOADERS: { [S in FactSource]: (agencyId: number) => Promise<AgencyFacts[S]> } = {
  orders: ordersOfAgency,
  opportunities: opportunitiesOfAgency,
  winBack: winBackOfAgency,
  annualAuto: annualAutoOfAgency,
  moving: movingListsOfAgency,
};

/**
 * Reads only the sources a report needs, within the given agencies' partitions (the agency in effect,
 * and an owner master's sub codes), and puts them together.
 */
export async function loadAgencyFacts(
  agencyIds: readonly number[],
  sources: readonly FactSource[],
): Promise<AgencyFacts> {
  const facts: AgencyFacts = { orders: [], opportunities: [], winBack: [], annualAuto: [], moving: [] };
  await Promise.all(
    sources.flatMap((source) =>
      agencyIds.map(async (agencyId) => {
        const rows = (await LOADERS[source](agencyId)) as unknown[];
        (facts[source] as unknown[]).push(...rows);
      }),
    ),
  );
  return facts;
}
