import type { ReportViewerRequest } from '@msc/shared/api/reports';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { Panel } from '#ui/panel';
import { reportViewerQuery } from '../api/report-queries';
import { DismissibleAlert } from '../components/dismissible-alert';
import { FigureChart } from './figure-chart';
import { columnsOf, formatFigure } from './figure-format';
import { FigurePanel } from './figure-panel';

export interface PortalReportViewerProps {
  reportId: string;
  /** The token and the embed parameters (user name, agency number). */
  request: ReportViewerRequest;
}

/**
 * The portal's own report viewer (the default ReportViewer adapter): the figures the server computed
 * for the token's user and agency, each chart with a table view and a CSV export. Loaded lazily with
 * the charting library.
 */
export default function PortalReportViewer({ reportId, request }: PortalReportViewerProps) {
  const { data, error, isPending } = useQuery(reportViewerQuery(reportId, request));
  if (isPending) return <LoadingState />;
  if (error) return <DismissibleAlert message={error.message} />;
  return (
    <div className="space-y-4" data-testid="report-viewer">
      <p className="text-sm text-slate-600">
        {data.agencyName} · {formatStatCode(data.agencyNumber)}
      </p>
      {data.totals.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {data.totals.map((total) => (
            <Panel key={total.label} as="div" padding="sm">
              <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{total.label}</dt>
              <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
                {formatFigure(total.value, total.format)}
              </dd>
            </Panel>
          ))}
        </dl>
      )}
      {data.note && <EmptyState message={data.note} />}
      {!data.note &&
        data.charts.map((chart) => (
          <FigurePanel
            key={chart.id}
            id={chart.id}
            title={chart.title}
            reportName={data.name}
            columns={columnsOf(chart.xKey, chart.xLabel, chart.series)}
            rows={chart.rows}
            chart={<FigureChart chart={chart} />}
          />
        ))}
      {!data.note &&
        data.tables.map((table) => (
          <FigurePanel
            key={table.id}
            id={table.id}
            title={table.title}
            reportName={data.name}
            columns={table.columns}
            rows={table.rows}
          />
        ))}
    </div>
  );
}
