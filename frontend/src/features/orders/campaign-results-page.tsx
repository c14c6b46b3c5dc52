import { resultsTexts } from '@msc/shared/messages';
import type { RateLift } from '@msc/shared/model/mailing-results';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LazyFigureChart } from '#features/reports';
import { links } from '#lib/paths';
import { type DataColumn, DataTable } from '#ui/data-table';
import { ErrorAlert } from '#ui/error-alert';
import { ExportButtons } from '#ui/export-buttons';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { campaignResultsQuery, exportCampaignResults } from './api/results-queries';
import { figureCells, ResultsTable } from './components/results-table';

const percent = (rate: number | null | undefined) =>
  rate == null ? resultsTexts.notAvailable : `${(rate * 100).toFixed(1)}%`;

/** One rate against the holdout's: both rates, and the difference's interval or why there is none. */
function intervalOf(lift: RateLift) {
  const { lift: texts } = resultsTexts;
  if (lift.tooSmall || lift.difference === undefined) return texts.tooSmall;
  const points = (rate: number | undefined) => ((rate ?? 0) * 100).toFixed(1);
  return `${points(lift.difference)} pts (${points(lift.low)} to ${points(lift.high)})${lift.significant ? '' : ` · ${texts.notShown}`}`;
}

interface LiftRow {
  label: string;
  lift: RateLift;
}

const liftColumns: DataColumn<LiftRow>[] = [
  {
    id: 'rate',
    header: resultsTexts.lift.title,
    headerHidden: true,
    rowHeader: true,
    cell: (row) => row.label,
  },
  {
    id: 'mailed',
    header: resultsTexts.lift.mailed,
    numeric: true,
    cell: (row) => percent(row.lift.mailedRate),
  },
  {
    id: 'heldOut',
    header: resultsTexts.lift.heldOutGroup,
    numeric: true,
    cell: (row) => percent(row.lift.heldOutRate),
  },
  { id: 'difference', header: resultsTexts.lift.difference, wrap: true, cell: (row) => intervalOf(row.lift) },
];

/** /account/order/:id/results/:itemId: a campaign's results (issue 48), its drops, by week, and its lift. */
export default function CampaignResultsPage() {
  const { id = '', itemId = '' } = useParams();
  const query = useQuery(campaignResultsQuery(id, itemId));
  const { data } = query;
  if (query.isPending) return <LoadingState />;
  if (!data) return <ErrorAlert>{query.error?.message}</ErrorAlert>;
  const { lift } = data;
  return (
    <div className="space-y-4">
      <PageTitle
        title={resultsTexts.campaignTitle(data.productName, data.orderNumber)}
        actions={<ExportButtons run={(format) => exportCampaignResults(id, itemId, format)} />}
      />
      <Panel padding="sm" raised={false}>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {resultsTexts.total}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figureCells(data.total).map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel padding="sm" raised={false}>
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {data.timeline.title}
        </h2>
        <LazyFigureChart chart={data.timeline} />
      </Panel>
      {data.drops.length > 0 ? (
        <Panel padding="sm" raised={false}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {resultsTexts.perDrop}
          </h2>
          <ResultsTable caption={resultsTexts.perDrop} drops={data.drops} total={data.total} />
        </Panel>
      ) : (
        <p className="text-sm text-slate-700">{resultsTexts.noDrops}</p>
      )}
      {lift && (
        <Panel padding="sm" raised={false}>
          <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {resultsTexts.lift.title}
          </h2>
          <p className="mb-2 text-sm text-slate-700">{resultsTexts.lift.heldOut(lift.heldOut)}</p>
          <DataTable
            caption={resultsTexts.lift.title}
            columns={liftColumns}
            rows={[
              { label: resultsTexts.lift.responses, lift: lift.responses },
              { label: resultsTexts.lift.policies, lift: lift.policies },
            ]}
            rowKey={(row) => row.label}
          />
        </Panel>
      )}
      <Link to={links.order(id)} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        {resultsTexts.backToOrder}
      </Link>
    </div>
  );
}
