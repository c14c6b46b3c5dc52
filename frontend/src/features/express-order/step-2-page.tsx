import { errors, expressOrderTexts, notices } from '@msc/shared/messages';
import type { BulkOrderState, SubCodeDetails } from '@msc/shared/model/bulk-order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { checkPolicyholdersPerSubCode } from '@msc/shared/rules/express-order';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { expressSubCodesQuery } from '#campaign-kit';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { useSetPolicyholders } from './api/express-order-queries';
import { ExpressFrame } from './components/express-frame';
import { SubCodePolicyholders } from './components/sub-code-policyholders';

const T = expressOrderTexts.ours;

/**
 * /expressorder/step-2/:bulkOrderStateId (spec 1 §2, §5): per sub code all policyholders or self-selected
 * ones, shown as 'n of total'; at least one policyholder per sub code, otherwise the spec's message and no
 * Next. A choice the rule allows is saved at once (the server refuses the others with the same message); a
 * self-selection being made stays on the page until it has its first policyholder.
 */
export default function Step2Page() {
  return (
    <ExpressFrame title={T.policyholdersTitle} step={1}>
      {(state) => <Step2 state={state} />}
    </ExpressFrame>
  );
}

function Step2({ state }: { state: BulkOrderState }) {
  const navigate = useNavigate();
  const subCodes = useQuery(expressSubCodesQuery(state.oppId));
  const save = useSetPolicyholders();
  const [draft, setDraft] = useState<SubCodeDetails[]>(state.subCodesDetails);
  if (subCodes.isPending) return <LoadingState />;
  const totals = new Map((subCodes.data ?? []).map((row) => [row.statId, row]));
  const check = checkPolicyholdersPerSubCode(draft);
  const missing = new Set(check.ok ? [] : check.statCodes);

  const change = (changed: SubCodeDetails) => {
    const next = draft.map((detail) => (detail.statCode === changed.statCode ? changed : detail));
    setDraft(next);
    if (!checkPolicyholdersPerSubCode(next).ok) return;
    save.mutate(
      { id: state.id, subCodesDetails: next },
      {
        // The server's answer replaces the draft; a refusal puts back what it holds.
        onSuccess: (saved) => setDraft(saved.subCodesDetails),
        onError: (error) => {
          showApiErrorToast(error);
          setDraft(state.subCodesDetails);
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{T.policyholdersIntro}</p>
      {subCodes.error && <ErrorAlert>{subCodes.error.message}</ErrorAlert>}
      <ul className="space-y-3">
        {draft.map((detail) => {
          const subCode = totals.get(detail.statCode);
          return (
            <li key={detail.statCode}>
              <SubCodePolicyholders
                bulkOrderStateId={state.id}
                detail={detail}
                agencyName={subCode?.agencyName ?? ''}
                total={subCode?.policyHoldersCount ?? 0}
                saving={save.isPending}
                onChange={change}
                error={missing.has(detail.statCode) ? errors.policyholderRequiredPerSubCode : undefined}
              />
            </li>
          );
        })}
      </ul>
      <p className="sr-only" aria-live="polite">
        {draft
          .map((detail) =>
            notices.countOf(
              detail.selectAllPolicyHolders
                ? (totals.get(detail.statCode)?.policyHoldersCount ?? 0)
                : (detail.selectedPolicyNumbers?.length ?? 0),
              totals.get(detail.statCode)?.policyHoldersCount ?? 0,
            ),
          )
          .join(', ')}
      </p>
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={() => navigate(pathTo(paths.expressOrderStep1, { bulkOrderStateId: state.id }))}
        >
          {expressOrderTexts.previous}
        </Button>
        <Button
          disabled={!check.ok || save.isPending}
          onClick={() => navigate(pathTo(paths.expressOrderStep3, { bulkOrderStateId: state.id }))}
        >
          {expressOrderTexts.next}
        </Button>
      </div>
    </div>
  );
}
