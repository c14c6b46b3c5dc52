import { pageLabels } from '@msc/shared/messages';
import type { FigureColumn, FigureRow } from '@msc/shared/model/report-data';
import { type ReactNode, useState } from 'react';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { csvFileName, downloadCsv, figuresToCsv } from './csv-export';
import { FigureTable } from './figure-table';

export interface FigurePanelProps {
  id: string;
  title: string;
  reportName: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** The chart; a panel without one is a list (table only). */
  chart?: ReactNode;
}

/** A chart with a Chart / Table switch and Export CSV of its data, or a list with its export. */
export function FigurePanel({ id, title, reportName, columns, rows, chart }: FigurePanelProps) {
  const [view, setView] = useState<'chart' | 'table'>(chart ? 'chart' : 'table');
  const headingId = `figure-${id}`;
  return (
    <Panel aria-labelledby={headingId} padding="sm" data-testid={`figure-${id}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {chart && (
            <fieldset className="inline-flex overflow-hidden rounded-md border border-slate-300">
              <legend className="sr-only">View of {title}</legend>
              {(['chart', 'table'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={`px-3 py-1 text-sm font-medium capitalize focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 ${
                    view === option ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {option}
                </button>
              ))}
            </fieldset>
          )}
          <Button
            size="sm"
            variant="secondary"
            disabled={rows.length === 0}
            onClick={() => downloadCsv(csvFileName(reportName, id), figuresToCsv(columns, rows))}
          >
            Export CSV
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{pageLabels.noDataForPeriod}</p>
      ) : view === 'chart' && chart ? (
        chart
      ) : (
        <FigureTable caption={title} columns={columns} rows={rows} />
      )}
    </Panel>
  );
}
