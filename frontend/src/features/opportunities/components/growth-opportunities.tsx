import type { OpportunityFilter, OpportunityTab } from '@msc/shared/api/opportunities';
import { emptyStates, growthOpportunityTexts, labels, notices } from '@msc/shared/messages';
import type { OpportunityRow } from '@msc/shared/model/opportunity';
import { isEnrollDisabled } from '@msc/shared/rules/agency-eligibility';
import { formatCount } from '@msc/shared/rules/formatting';
import { opportunityTabOf } from '@msc/shared/rules/opportunity-tab';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { SafeHtml } from '#ui/safe-html';
import { opportunitySearchQuery } from '../api/opportunity-queries';

// Loaded with the first Enroll (to keep a page's first JS small): the dialog brings Radix and the form.
const EnrollDialog = lazy(() =>
  import('./enroll-dialog').then(({ EnrollDialog }) => ({ default: EnrollDialog })),
);

const TABS: ReadonlyArray<{ tab: OpportunityTab; label: string }> = [
  { tab: 'cross-sell', label: 'Cross-sell' },
  { tab: 'prospecting', label: 'Prospecting' },
];

const FILTERS: ReadonlyArray<{ value: OpportunityFilter; label: string }> = [
  { value: 'all', label: 'All opportunities' },
  { value: 'enrolled', label: notices.enrolled },
  { value: 'not-enrolled', label: notices.notEnrolled },
];

/** The rows' columns: the title, its counts (sub codes' for an owner master) and Enrolled or Enroll. */
function opportunityColumns(
  showSubCodes: boolean,
  enroll: (row: OpportunityRow) => void,
): DataColumn<OpportunityRow>[] {
  return [
    {
      id: 'opportunity',
      header: growthOpportunityTexts.opportunity,
      wrap: true,
      cell: (row) => <SafeHtml html={row.titleHtml} />,
    },
    {
      id: 'opportunities',
      header: growthOpportunityTexts.opportunities,
      numeric: true,
      cell: (row) => <span className="font-medium">{formatCount(row.oppCount)}</span>,
    },
    ...(showSubCodes
      ? [
          {
            id: 'subCodeOpportunities',
            header: growthOpportunityTexts.subCodeOpportunities,
            numeric: true,
            cell: (row: OpportunityRow) => formatCount(row.subCodeOppCount ?? 0),
          },
        ]
      : []),
    {
      id: 'enrollment',
      header: growthOpportunityTexts.enrollment,
      headerHidden: true,
      numeric: true,
      cell: (row) =>
        row.isEnrolled ? (
          <span className="inline-flex items-center rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-800">
            {notices.enrolled}
          </span>
        ) : (
          <Button
            size="sm"
            disabled={isEnrollDisabled({
              oppCount: row.oppCount,
              isLicenseNumberRequired: false,
              licenseNumber: null,
            })}
            onClick={() => enroll(row)}
            aria-label={growthOpportunityTexts.enrollIn(row.titleHtml.replace(/<[^>]*>/g, ''))}
          >
            {growthOpportunityTexts.enroll}
          </Button>
        ),
    },
  ];
}

/**
 * My growth opportunities (spec 1 §2 Home page): cross-sell and prospecting tabs (?tab), the filter and
 * the rows with Enrolled or Enroll (disabled under 1). The list refreshes every 5000 ms. `filterId` names
 * the filter where a page's spec gives it an id (the cross-sell landing: opportunities-cross-sell);
 * `emptyMessage` is the empty state of the page that shows them as its campaigns (prospecting's
 * "Opportunities & campaigns": 'No campaigns were found.').
 */
export function GrowthOpportunities({
  filterId,
  emptyMessage = emptyStates.opportunities,
}: {
  filterId?: string;
  emptyMessage?: string;
} = {}) {
  const [params, setParams] = useSearchParams();
  const tab = opportunityTabOf(params.get('tab'));
  const [filter, setFilter] = useState<OpportunityFilter>('all');
  const [enrolling, setEnrolling] = useState<OpportunityRow>();
  const { data, isPending, isError } = useQuery(opportunitySearchQuery(tab, filter));

  const selectTab = (next: OpportunityTab) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('tab', next);
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((entry) => entry.tab === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!;
    selectTab(next.tab);
    document.getElementById(`opportunity-tab-${next.tab}`)?.focus();
  };
  const showSubCodes = data?.isOwnerMaster === true;

  return (
    <section
      aria-labelledby="growth-opportunities"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-5 pt-4">
        <div>
          <h2 id="growth-opportunities" className="text-lg font-semibold text-slate-900">
            {labels.myGrowthOpportunities}
          </h2>
          <div role="tablist" aria-label={labels.myGrowthOpportunities} className="mt-3 flex gap-1">
            {TABS.map((entry) => {
              const selected = entry.tab === tab;
              return (
                <button
                  key={entry.tab}
                  id={`opportunity-tab-${entry.tab}`}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="opportunity-panel"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => selectTab(entry.tab)}
                  onKeyDown={onTabKey}
                  className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-blue-700 ${
                    selected
                      ? 'border-blue-700 text-blue-800'
                      : 'border-transparent text-slate-600 hover:text-slate-900'
                  }`}
                >
                  {entry.label}
                </button>
              );
            })}
          </div>
        </div>
        <label className="mb-3 flex items-center gap-2 text-sm text-slate-700">
          <span>{growthOpportunityTexts.show}</span>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => setFilter(event.target.value as OpportunityFilter)}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id="opportunity-panel" role="tabpanel" aria-labelledby={`opportunity-tab-${tab}`} className="p-5">
        {isPending ? (
          <LoadingState />
        ) : isError || !data || data.results.length === 0 ? (
          <EmptyState message={emptyMessage} />
        ) : (
          <DataTable
            columns={opportunityColumns(showSubCodes, setEnrolling)}
            rows={data.results}
            rowKey={(row) => row.id}
            caption={labels.myGrowthOpportunities}
            rowTestId="opportunity-row"
          />
        )}
      </div>
      {enrolling && (
        <Suspense fallback={null}>
          <EnrollDialog
            row={enrolling}
            isLicenseNumberRequired={data?.isLicenseNumberRequired ?? false}
            onClose={() => setEnrolling(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
