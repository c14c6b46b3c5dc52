import type { ReportEmbed } from '@msc/shared/model/report';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { links } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { reportQuery, reportTokenQuery } from './api/report-queries';
import { DismissibleAlert } from './components/dismissible-alert';
import { FavoriteToggle } from './components/favorite-toggle';

// The charting library loads only with a report, so the home and search pages never pay for it.
const PortalReportViewer = lazy(() => import('./viewer/portal-report-viewer'));

/** The embed parameters (spec 1 §2, §9): the user name and the agency number, appended to the token. */
export function embedParameters(embed: ReportEmbed) {
  return { token: embed.token, userName: embed.userName, agencyNumber: embed.agencyNumber };
}

function frameUrl(embed: ReportEmbed): string {
  const url = new URL(embed.embedUrl, window.location.origin);
  for (const [key, value] of Object.entries(embedParameters(embed))) url.searchParams.set(key, value);
  return url.toString();
}

/** /report/detail/:id/:name? (spec 1 §2): the report embedded with a token fetched by report id. */
export default function ReportDetailPage() {
  const { id = '', name } = useParams();
  const report = useQuery(reportQuery(id));
  const embed = useQuery(reportTokenQuery(id));
  const title = report.data?.name ?? name ?? 'Report Details';
  const failure = embed.error ?? report.error;

  return (
    <div className="space-y-4">
      <Link
        to={links.reports()}
        className="inline-block text-sm font-semibold text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        ← Back to Reports
      </Link>
      <PageTitle
        title={title}
        subtitle={report.data?.description}
        actions={
          report.data && (
            <FavoriteToggle
              reportId={report.data.reportId}
              reportName={report.data.name}
              isFavorite={report.data.isFavorite}
            />
          )
        }
      />
      {failure ? (
        <DismissibleAlert message={failure.message} />
      ) : !embed.data ? (
        <LoadingState />
      ) : embed.data.viewer === 'frame' ? (
        <iframe
          title={title}
          src={frameUrl(embed.data)}
          className="h-[70vh] w-full rounded-lg border border-slate-200 bg-white"
        />
      ) : (
        <Suspense fallback={<LoadingState />}>
          <PortalReportViewer reportId={embed.data.reportId} request={embedParameters(embed.data)} />
        </Suspense>
      )}
    </div>
  );
}
