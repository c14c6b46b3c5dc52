import { emptyStates, movingTexts } from '@msc/shared/messages';
import type { MovingListTile } from '@msc/shared/model/moving-list';
import { MOVING_LIST_RELOAD_DELAY_MS } from '@msc/shared/rules/constants';
import { formatDate } from '@msc/shared/rules/formatting';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentAgency } from '#features/session';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { movingListsQuery, movingRecordsQuery } from './api/moving-queries';
import { exportMovingList } from './moving-export';

const CELL = 'px-3 py-2 text-left';
const HEAD = `${CELL} font-semibold text-slate-700`;

/** /retention/moving/list: the monthly lists (12 a page, newest first) and the chosen month's records. */
export default function MovingListPage() {
  const agencyId = useCurrentAgency()?.agencyId ?? 0;
  // Changing the agency hides the list and reloads it after 0.5 s (spec 2 §4).
  const [shownAgency, setShownAgency] = useState(agencyId);
  useEffect(() => {
    if (agencyId === shownAgency) return;
    const timer = setTimeout(() => setShownAgency(agencyId), MOVING_LIST_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [agencyId, shownAgency]);

  return (
    <>
      <PageTitle title={movingTexts.listTitle} />
      {agencyId !== shownAgency ? (
        <LoadingState />
      ) : agencyId === 0 ? (
        <EmptyState message={emptyStates.movingLists} />
      ) : (
        <MovingLists key={shownAgency} agencyId={shownAgency} />
      )}
    </>
  );
}

function MovingLists({ agencyId }: { agencyId: number }) {
  const [pageNumber, setPageNumber] = useState(1);
  const [selected, setSelected] = useState<string>();
  const lists = useQuery(movingListsQuery(agencyId, pageNumber));
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState<string>();

  if (lists.isPending) return <LoadingState />;
  if (lists.isError || lists.data.totalCount === 0) return <EmptyState message={emptyStates.movingLists} />;
  const { results, totalCount, pageSize } = lists.data;

  const exportList = async (tile: MovingListTile, format: 'csv' | 'xlsx') => {
    setExporting(`${tile.date}:${format}`);
    try {
      const { records } = await queryClient.fetchQuery(movingRecordsQuery(agencyId, tile.date));
      await exportMovingList(format, tile.date, records);
    } finally {
      setExporting(undefined);
    }
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
      <section aria-label={movingTexts.listTitle} className="space-y-3">
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50">
              <tr>
                <th className={HEAD}>
                  <span className="sr-only">{movingTexts.viewDetails}</span>
                </th>
                <th className={HEAD}>{movingTexts.listDate}</th>
                <th className={`${HEAD} text-right`}>{movingTexts.records}</th>
                <th className={HEAD}>{movingTexts.export}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((tile) => {
                const isSelected = tile.date === selected;
                return (
                  <tr
                    key={tile.date}
                    className={`border-t border-slate-100 ${isSelected ? 'bg-blue-50' : ''}`}
                    aria-selected={isSelected}
                  >
                    <td className={CELL}>
                      <Button
                        size="sm"
                        variant={isSelected ? 'primary' : 'secondary'}
                        aria-pressed={isSelected}
                        aria-label={`${movingTexts.viewDetails} ${formatDate(tile.date)}`}
                        onClick={() => setSelected(tile.date)}
                      >
                        {movingTexts.viewDetails}
                      </Button>
                    </td>
                    <td className={CELL}>{formatDate(tile.date)}</td>
                    <td className={`${CELL} text-right tabular-nums`}>{tile.records}</td>
                    <td className={`${CELL} whitespace-nowrap`}>
                      {(['csv', 'xlsx'] as const).map((format, index) => (
                        <span key={format}>
                          {index > 0 && <span className="px-1 text-slate-400">|</span>}
                          <button
                            type="button"
                            className="font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700 disabled:opacity-50"
                            disabled={exporting !== undefined}
                            aria-label={`${movingTexts.export} ${formatDate(tile.date)} ${format === 'csv' ? movingTexts.exportCsv : movingTexts.exportExcel}`}
                            onClick={() => void exportList(tile, format)}
                          >
                            {format === 'csv' ? movingTexts.exportCsv : movingTexts.exportExcel}
                          </button>
                        </span>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager
          pageNumber={pageNumber}
          pageCount={Math.ceil(totalCount / pageSize)}
          onPage={setPageNumber}
          label={movingTexts.listTitle}
        />
      </section>
      <section
        aria-live="polite"
        aria-label={selected ? movingTexts.recordsOf(formatDate(selected)) : undefined}
      >
        {selected ? (
          <MovingRecords agencyId={agencyId} date={selected} />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {movingTexts.selectList}
          </p>
        )}
      </section>
    </div>
  );
}

function MovingRecords({ agencyId, date }: { agencyId: number; date: string }) {
  const records = useQuery(movingRecordsQuery(agencyId, date));
  if (records.isPending) return <LoadingState />;
  if (records.isError || records.data.records.length === 0) {
    return <EmptyState message={emptyStates.movingLists} />;
  }
  const { columns } = movingTexts;
  return (
    <div className="space-y-2">
      <h2 className="text-lg font-semibold text-slate-900">{movingTexts.recordsOf(formatDate(date))}</h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th className={HEAD}>{columns.policy}</th>
              <th className={HEAD}>{columns.type}</th>
              <th className={HEAD}>{columns.firstName}</th>
              <th className={HEAD}>{columns.lastName}</th>
            </tr>
          </thead>
          <tbody>
            {records.data.records.map((record) => (
              <tr key={record.referenceId} className="border-t border-slate-100">
                <td className={`${CELL} tabular-nums`}>{record.policy}</td>
                <td className={CELL}>{record.type}</td>
                <td className={CELL}>{record.firstName}</td>
                <td className={CELL}>{record.lastName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
