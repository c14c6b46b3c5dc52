import { preflightTexts as texts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import type { RecipientPreflight } from '@msc/shared/model/preflight';
import { formatCount } from '@msc/shared/rules/formatting';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '#ui/button';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showApiErrorToast } from '#ui/toast';
import { preflightQuery, useUpdateOrderState } from '../api/order-state-queries';
import { PdfViewer } from '../proof/pdf-viewer';

type Issue = RecipientPreflight['issues'][number];

/**
 * The recipient preflight of a review: its answer, and whether the piece may go to the cart (no issue, or
 * the agent acknowledged these issues; the server checks the same on Add to Cart).
 */
export function useRecipientPreflight(orderState: OrderState | undefined) {
  const query = useQuery({
    ...preflightQuery(orderState?.id ?? '', orderState?.updated ?? ''),
    enabled: orderState !== undefined,
  });
  return { query, cleared: preflightCleared(query.data) };
}

/** The piece may go to the cart: its preflight has no issue, or the agent acknowledged these issues. */
export const preflightCleared = (preflight: RecipientPreflight | undefined) =>
  Boolean(preflight && (preflight.issues.length === 0 || preflight.acknowledged));

/** 'printed as' the lines of the box; an empty text says so rather than showing nothing. */
const printedText = (lines: readonly string[]) => (lines.length ? lines.join(' / ') : texts.emptyText);

function IssueItem({ issue }: { issue: Issue }) {
  const more = issue.count - issue.recipients.length;
  return (
    <li className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-800">
      <p className="font-semibold text-amber-900">{texts.issue(issue.field, issue.kind, issue.count)}</p>
      <p>
        {issue.kind === 'emptyRequired' || issue.kind === 'unreadable' ? texts.firstAffected : texts.longest}:{' '}
        <span className="font-medium">{issue.example.recipientName || texts.emptyText}</span>{' '}
        {texts.printedAs} <q className="font-mono text-[0.8125rem]">{printedText(issue.example.printed)}</q>
      </p>
      <p className="break-words text-slate-600">
        {issue.recipients.join(', ')}
        {more > 0 ? ` … +${formatCount(more)}` : ''}
      </p>
    </li>
  );
}

/** Step 4's recipient preflight of an order state; the acknowledgement is saved on the order state. */
export function RecipientPreflightPanel({
  orderState,
  query,
}: {
  orderState: OrderState;
  query: UseQueryResult<RecipientPreflight>;
}) {
  const update = useUpdateOrderState();
  return (
    <PreflightPanel
      query={query}
      acknowledging={update.isPending}
      onAcknowledge={(signature) =>
        update.mutate(
          { id: orderState.id, preflightAcknowledgement: signature },
          { onError: showApiErrorToast },
        )
      }
    />
  );
}

/**
 * The recipient preflight: what each merge field prints for the actual list, and its acknowledgement
 * (the wizard's step 4 and the Express Order's, each saving the acknowledgement its own way).
 */
export function PreflightPanel({
  query,
  onAcknowledge,
  acknowledging,
}: {
  query: UseQueryResult<RecipientPreflight>;
  onAcknowledge: (signature: string) => void;
  acknowledging: boolean;
}) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {texts.title}
      </h2>
      <QueryState query={query} loadingLabel={texts.running}>
        {(preflight) => (
          <PreflightResult
            preflight={preflight}
            onAcknowledge={onAcknowledge}
            acknowledging={acknowledging}
          />
        )}
      </QueryState>
    </Panel>
  );
}

function PreflightResult({
  preflight,
  onAcknowledge,
  acknowledging,
}: {
  preflight: RecipientPreflight;
  onAcknowledge: (signature: string) => void;
  acknowledging: boolean;
}) {
  const [proofShown, setProofShown] = useState(false);
  if (preflight.recipientCount === 0)
    return <p className="text-sm text-slate-600">{texts.noNamedRecipients}</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {preflight.issues.length === 0 ? (
        <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-emerald-900 text-sm">
          {texts.allFit(preflight.recipientCount)}
        </p>
      ) : (
        <ul className="space-y-2">
          {preflight.issues.map((issue) => (
            <IssueItem key={`${issue.field}-${issue.kind}`} issue={issue} />
          ))}
        </ul>
      )}
      {preflight.proof && (
        <div className="space-y-2">
          <Button
            variant="secondary"
            onClick={() => setProofShown((shown) => !shown)}
            aria-expanded={proofShown}
          >
            {proofShown ? texts.hideProof : texts.showProof}
          </Button>
          {proofShown && (
            <div className="max-w-3xl">
              <PdfViewer
                url={preflight.proof.fileUrl}
                title={texts.proofTitle}
                initialPage={preflight.proofPage}
              />
            </div>
          )}
        </div>
      )}
      {preflight.issues.length > 0 && (
        <label className="flex items-start gap-2 text-slate-800 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 accent-blue-700"
            checked={preflight.acknowledged}
            disabled={preflight.acknowledged || acknowledging}
            onChange={(event) => {
              if (event.target.checked) onAcknowledge(preflight.signature);
            }}
          />
          {texts.acknowledge}
        </label>
      )}
    </div>
  );
}
