import { crossSellTexts, emptyStates } from '@msc/shared/messages';
import {
  agencyIdLabel,
  crossSellListTitle,
  summaryExpressOrderingRoute,
} from '@msc/shared/rules/cross-sell-lists';
import { formatCount } from '@msc/shared/rules/formatting';
import { parseCrossSellListType } from '@msc/shared/rules/start-order-routing';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { crossSellSummaryQuery, exportCrossSellSummary } from './api/cross-sell-queries';
import { SummaryTable } from './components/summary-table';

const T = crossSellTexts.summary;

/**
 * /cross-sell/view-summary/{id} (spec 2 §2): the list type's title, the owner master id, the total of
 * opportunities and the summary table; Excel and CSV through the server's export; an owner master's Express
 * Ordering of the list (one order for its sub codes). Reloads when the agency
 * changes (the query is keyed by it).
 */
export default function ViewSummaryPage() {
  const { id = '' } = useParams();
  const listType = parseCrossSellListType(id);
  const agency = useCurrentAgency();
  const agencyId = agency?.agencyId ?? 0;
  const summary = useQuery({
    ...crossSellSummaryQuery(agencyId, id),
    enabled: Boolean(listType) && agencyId > 0,
  });
  const title = crossSellListTitle(listType);
  const back = (
    <Link to={links.crossSell()} className="text-sm font-medium text-blue-700 hover:underline">
      {T.back}
    </Link>
  );
  if (!listType) {
    return (
      <>
        <PageTitle title={title} actions={back} />
        <EmptyState message={emptyStates.listType} />
      </>
    );
  }
  const data = summary.data;
  const expressOrdering = data && agency && summaryExpressOrderingRoute(listType, data, agency);
  return (
    <>
      <PageTitle
        title={title}
        subtitle={
          data && (
            <span className="flex flex-wrap gap-x-6 gap-y-1">
              <span>
                {agencyIdLabel(data.ownerMasterId, {
                  statId: agency?.statId ?? '',
                  isOwnerMaster: agency?.isOwnerMaster ?? false,
                })}
                : <strong data-testid="owner-master-id">{data.ownerMasterId}</strong>
              </span>
              <span>
                {T.totalOpportunities}:{' '}
                <strong data-testid="total-opportunities">{formatCount(data.totalOpportunities)}</strong>
              </span>
            </span>
          )
        }
        actions={
          <>
            {back}
            {expressOrdering && (
              <Link to={expressOrdering} className={buttonClasses('secondary', 'sm')}>
                {crossSellTexts.expressOrdering.title}
              </Link>
            )}
            {data && data.rows.length > 0 && (
              <ExportButtons run={(format) => exportCrossSellSummary(id, format)} />
            )}
          </>
        }
      />
      {summary.isPending && agencyId > 0 ? (
        <LoadingState />
      ) : summary.isError || !data ? (
        <EmptyState message={emptyStates.lists(title)} />
      ) : (
        <Panel aria-label={title} padding="sm">
          <SummaryTable listId={id} listType={listType} rows={data.rows} />
        </Panel>
      )}
    </>
  );
}
