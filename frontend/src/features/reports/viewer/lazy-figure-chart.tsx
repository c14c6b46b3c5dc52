import type { ReportChart } from '@msc/shared/model/report-data';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./figure-chart').then(({ FigureChart }) => ({ default: FigureChart })));

/**
 * The report chart for a page that shows other figures first (a campaign's results): Recharts and its d3
 * parts (about 110 KB gzip) load when the chart is drawn, after the page's figures and tables are shown, and
 * the space it takes is kept meanwhile so nothing below it moves.
 */
export function LazyFigureChart({ chart }: { chart: ReportChart }) {
  return (
    <Suspense
      fallback={
        <div className="h-72 w-full" role="img" aria-busy="true" aria-label={`${chart.title} chart`} />
      }
    >
      <Chart chart={chart} />
    </Suspense>
  );
}
