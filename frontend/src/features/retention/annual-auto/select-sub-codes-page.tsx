import { recipientsTexts, annualAutoOrderingTexts as T } from '@msc/shared/messages';
import { annualAutoPagePath, parseSubCodes, subCodesNext } from '@msc/shared/rules/annual-auto-ordering';
import { formatCount } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { Button, buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { subCodesQuery } from '../api/sub-code-queries';

/**
 * /retention/annual-auto/select-sub-codes (spec 2 §2: select all, clear all, checkboxes): the agency's real
 * sub codes from the server; Next once one is ticked.
 */
export default function SelectSubCodesPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const agency = useCurrentAgency();
  const subCodes = useQuery({ ...subCodesQuery(agency?.agencyId ?? 0), enabled: Boolean(agency) });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(parseSubCodes(query.get('subCodes'))),
  );
  const channel = query.get('channel');
  const previous = annualAutoPagePath('select-channel', { express: true });

  if (subCodes.isPending) return <LoadingState />;
  if (subCodes.error) throw subCodes.error;
  const rows = subCodes.data.results;
  const toggle = (statId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(statId);
      else next.delete(statId);
      return next;
    });
  // In the server's order, so the later pages list them the same way.
  const picked = rows.map((row) => row.statId).filter((statId) => chosen.has(statId));

  return (
    <>
      <PageTitle title={T.titles.selectSubCodes} subtitle={T.subCodesIntro} />
      {rows.length === 0 ? (
        <EmptyState message={T.noSubCodes} />
      ) : (
        <Panel as="fieldset" padding="sm" className="max-w-3xl">
          <legend className="sr-only">{T.subCodesCaption}</legend>
          <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 pb-3">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setChosen(new Set(rows.map((row) => row.statId)))}
            >
              {T.selectAll}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setChosen(new Set())}>
              {T.clearAll}
            </Button>
            <span className="text-sm text-slate-700" aria-live="polite">
              {T.chosenCount(picked.length)}
            </span>
          </div>
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => (
              <li key={row.statId}>
                <label className="flex flex-wrap items-center gap-3 py-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                    checked={chosen.has(row.statId)}
                    onChange={(event) => toggle(row.statId, event.target.checked)}
                  />
                  <span className="font-medium">{row.statId}</span>
                  <span>{row.agencyName}</span>
                  <span className="ml-auto text-slate-600">
                    {T.policyholders(formatCount(row.policyHoldersCount))}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={previous} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
        <Button
          disabled={picked.length === 0}
          onClick={() => navigate(subCodesNext({ channel, subCodes: picked }))}
        >
          {recipientsTexts.next}
        </Button>
      </div>
    </>
  );
}
