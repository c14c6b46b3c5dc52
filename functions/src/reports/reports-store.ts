import { now } from '@msc/shared/clock';
import type { EntityItem } from 'electrodb';
import { FavoriteReportEntity } from '#data/entities/favorite-report';
import { ReportEntity, ReportGroupEntity } from '#data/entities/report';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  favoriteReport: FavoriteReportEntity,
  report: ReportEntity,
  reportGroup: ReportGroupEntity,
});

export type ReportGroupItem = EntityItem<typeof ReportGroupEntity>;
export type ReportItem = EntityItem<typeof ReportEntity>;
export type FavoriteReportItem = EntityItem<typeof FavoriteReportEntity>;

/** The only file of the reports capability that talks to the table: the report catalogue and favorites. */

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
  await db().entities.favoriteReport.put({ userName, reportId, created: now().toISOString() }).go();
}

export async function deleteFavoriteReport(userName: string, reportId: string): Promise<void> {
  await db().entities.favoriteReport.delete({ userName, reportId }).go();
}
