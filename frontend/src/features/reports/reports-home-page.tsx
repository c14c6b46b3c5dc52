import { emptyStates, pageLabels } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, NavLink, useParams } from 'react-router';
import { links } from '#lib/paths';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { favoriteReportsQuery, reportGroupsQuery } from './api/report-queries';
import { FavoriteToggle } from './components/favorite-toggle';

const groupLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-blue-700 ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * /reports/:id?/:name? (spec 1 §2 Reports): report groups on the left; the favorites, or the chosen
 * group's reports with name, description and favorite flag.
 */
export default function ReportsHomePage() {
  const { id } = useParams();
  const groups = useQuery(reportGroupsQuery());
  const favorites = useQuery(favoriteReportsQuery());
  const selected = groups.data?.find((group) => String(group.reportGroupType) === id);

  return (
    <div>
      <PageTitle title={selected?.name ?? 'Reports'} />
      <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <nav
          aria-label={pageLabels.reportGroups}
          className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm md:self-start"
        >
          <ul className="space-y-1">
            <li>
              <NavLink to={links.reports()} end className={groupLinkClasses}>
                My Favorite Reports
              </NavLink>
            </li>
            {groups.data?.map((group) => (
              <li key={group.reportGroupType}>
                <NavLink
                  to={links.reportGroup(group.reportGroupType, group.name)}
                  className={groupLinkClasses}
                >
                  {group.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-live="polite" className="min-w-0">
          {groups.isPending || favorites.isPending ? (
            <LoadingState />
          ) : selected ? (
            <ul
              className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
              data-testid="group-reports"
            >
              {selected.reports.map((report) => (
                <li key={report.reportId} className="flex items-start justify-between gap-4 p-4">
                  <div className="min-w-0">
                    <Link
                      to={links.reportDetail(report.reportId, report.name)}
                      className="font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
                    >
                      {report.name}
                    </Link>
                    {report.description && (
                      <p className="mt-0.5 text-sm text-slate-600">{report.description}</p>
                    )}
                  </div>
                  <FavoriteToggle
                    reportId={report.reportId}
                    reportName={report.name}
                    isFavorite={report.isFavorite}
                  />
                </li>
              ))}
            </ul>
          ) : (favorites.data ?? []).length === 0 ? (
            <EmptyState message={emptyStates.favoriteReports} />
          ) : (
            <div>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">{pageLabels.myFavoriteReports}</h2>
              <ul
                className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm"
                data-testid="favorite-reports"
              >
                {favorites.data?.map((favorite) => (
                  <li key={favorite.reportId} className="flex items-start justify-between gap-4 p-4">
                    <div className="min-w-0">
                      <Link
                        to={links.reportDetail(favorite.reportId, favorite.name)}
                        className="font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
                      >
                        {favorite.name}
                      </Link>
                      <p className="mt-0.5 text-sm text-slate-600">
                        {favorite.description}
                        <span className="text-slate-500"> · {favorite.reportGroupName}</span>
                      </p>
                    </div>
                    <FavoriteToggle reportId={favorite.reportId} reportName={favorite.name} isFavorite />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
