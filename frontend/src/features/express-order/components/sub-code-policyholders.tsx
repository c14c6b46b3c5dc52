import { expressOrderTexts, notices } from '@msc/shared/messages';
import type { SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ErrorAlert } from '#ui/error-alert';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { subCodePolicyholdersQuery } from '../api/express-order-queries';

const T = expressOrderTexts.ours;

/** One sub code of step 2: all its policyholders or self-selected ones, with 'n of total'. */
export function SubCodePolicyholders({
  bulkOrderStateId,
  detail,
  agencyName,
  total,
  saving,
  onChange,
  error,
}: {
  bulkOrderStateId: string;
  detail: SubCodeDetails;
  agencyName: string;
  total: number;
  saving: boolean;
  onChange: (detail: SubCodeDetails) => void;
  error?: string;
}) {
  const name = useId();
  const selected = detail.selectedPolicyNumbers ?? [];
  const count = detail.selectAllPolicyHolders ? total : selected.length;
  const list = useQuery({
    ...subCodePolicyholdersQuery(bulkOrderStateId, detail.statCode),
    enabled: !detail.selectAllPolicyHolders,
  });
  const toggle = (policyNumber: string) =>
    onChange({
      ...detail,
      selectedPolicyNumbers: selected.includes(policyNumber)
        ? selected.filter((number) => number !== policyNumber)
        : [...selected, policyNumber],
    });

  return (
    <Panel aria-label={T.policyholdersOf(detail.statCode)} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          {formatStatCode(detail.statCode)}
          {agencyName && <span className="ml-2 font-normal text-slate-600">{agencyName}</span>}
        </h2>
        <p className="text-sm font-medium text-slate-800" data-testid="policyholder-count">
          {notices.countOf(count, total)}
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{T.policyholdersOf(detail.statCode)}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={detail.selectAllPolicyHolders}
            disabled={saving}
            onChange={() => onChange({ statCode: detail.statCode, selectAllPolicyHolders: true })}
          />
          {T.allPolicyholders}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={!detail.selectAllPolicyHolders}
            disabled={saving}
            onChange={() =>
              onChange({
                statCode: detail.statCode,
                selectAllPolicyHolders: false,
                selectedPolicyNumbers: [],
              })
            }
          />
          {T.selfSelect}
        </label>
      </fieldset>
      {!detail.selectAllPolicyHolders && (
        <QueryState query={list}>
          {(page) => (
            <ul className="grid max-h-64 gap-1 overflow-y-auto text-sm sm:grid-cols-2">
              {page.results.map((row) => (
                <li key={row.policyNumber}>
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      checked={selected.includes(row.policyNumber)}
                      disabled={saving}
                      onChange={() => toggle(row.policyNumber)}
                    />
                    {row.firstName} {row.lastName}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </Panel>
  );
}
