import { expressOrderTexts, labels, notices, preflightTexts } from '@msc/shared/messages';
import type { BulkOrderState, BulkOrderSummary } from '@msc/shared/model/bulk-order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { formatCount, formatDate, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
import { withQuery } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PdfViewer, PreflightPanel, preflightCleared } from '#campaign-kit';
import { links, paths } from '#lib/paths';
import { announceAddedToCart } from '#ui/added-to-cart';
import { Button } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { Panel } from '#ui/panel';
import { QueryState } from '#ui/query-state';
import { showApiErrorToast } from '#ui/toast';
import {
  bulkSummaryQuery,
  expressPreflightQuery,
  useAcknowledgeExpressPreflight,
  useAddExpressOrderToCart,
  useSaveDropDetails,
} from './api/express-order-queries';
import { ExpressFrame } from './components/express-frame';
import { ExpressListCleaning } from './components/express-list-cleaning';
import { SummaryTable } from './components/summary-table';

const T = expressOrderTexts.ours;
const C = expressOrderTexts.columns;

/**
 * /expressorder/step-4/:bulkOrderStateId (spec 1 §2): Review & Add to Cart. Progress while the express-order
 * pipeline prepares every sub code, its clear failure, then the item, the per-sub-code table, the list
 * cleaning of each sub code, the drop, the total, the proofs and the recipient preflight over every sub
 * code's list; Add to Cart (once the preflight is clear or acknowledged) makes one cart line for the whole
 * Express Order.
 */
export default function Step4Page() {
  return (
    <ExpressFrame title={labels.reviewAndAddToCart} step={3}>
      {(state) => <Step4 state={state} />}
    </ExpressFrame>
  );
}

function Step4({ state }: { state: BulkOrderState }) {
  const summary = useQuery(bulkSummaryQuery(state.id));
  // Try again: saving the drop again runs the pipeline again (each of its tasks is safe to repeat).
  const retry = useSaveDropDetails();
  const startDate = state.dropDetails?.startDate;
  return (
    <QueryState query={summary}>
      {(loaded) =>
        loaded.status === 'running' ? (
          <LoadingState label={T.running} />
        ) : loaded.status === 'failed' ? (
          <div className="space-y-4">
            <ErrorAlert>{loaded.message ?? T.failed}</ErrorAlert>
            <Button
              variant="secondary"
              loading={retry.isPending}
              disabled={!startDate}
              onClick={() =>
                startDate && retry.mutate({ id: state.id, startDate }, { onError: showApiErrorToast })
              }
            >
              {T.tryAgain}
            </Button>
          </div>
        ) : (
          <Review state={state} summary={loaded} />
        )
      }
    </QueryState>
  );
}

function Review({ state, summary }: { state: BulkOrderState; summary: BulkOrderSummary }) {
  const navigate = useNavigate();
  const addToCart = useAddExpressOrderToCart();
  const preflight = useQuery(expressPreflightQuery(state.id));
  const acknowledge = useAcknowledgeExpressPreflight();
  // The pieces go to the cart only once their recipients' preflight is clear or acknowledged.
  const cleared = preflightCleared(preflight.data);
  const [chosen, setChosen] = useState(summary.rows[0]?.orderStateId ?? '');
  const [shown, setShown] = useState<string>();
  const shownRow = summary.rows.find((row) => row.orderStateId === shown);
  const bulkOrderStateId = state.id;
  const drops = summary.dropDetails?.mailingDetails ?? [];
  const preview = (orderStateId: string) => {
    setChosen(orderStateId);
    setShown(orderStateId);
  };

  return (
    <div className="space-y-6">
      <Panel aria-label={T.reviewItem} className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="font-semibold text-slate-900">{summary.item.name}</h2>
          <p className="text-sm text-slate-600">{T.itemNumber(summary.item.itemNumber)}</p>
          <Link
            to={withQuery(pathTo(paths.expressOrderStep1, { bulkOrderStateId }), { currentStep: 4 })}
            className="text-sm font-medium text-blue-700 hover:underline"
          >
            {T.editPersonalization}
          </Link>
        </div>
        <p className="text-sm text-slate-800">
          {T.totalOrderCount}:{' '}
          <span className="font-semibold tabular-nums">{formatCount(summary.totalQuantity)}</span>{' '}
          <Link
            to={pathTo(paths.expressOrderStep2, { bulkOrderStateId })}
            className="font-medium text-blue-700 hover:underline"
          >
            {T.edit}
          </Link>
        </p>
      </Panel>
      <Panel aria-label={labels.reviewAndAddToCart} className="space-y-4">
        <SummaryTable rows={summary.rows} total={summary.total} onPreview={preview} />
        <p className="text-sm text-slate-600">{notices.pricingBeforeDiscount}</p>
      </Panel>
      <ExpressListCleaning state={state} rows={summary.rows} />
      {drops.length > 0 && (
        <Panel aria-label={T.dropSummary}>
          <h2 className="mb-2 font-semibold text-slate-900">{T.dropSummary}</h2>
          <dl className="grid max-w-xl grid-cols-3 gap-2 text-sm">
            <dt className="font-medium text-slate-700">{C.dateDrop}</dt>
            <dt className="text-right font-medium text-slate-700">{C.quantity}</dt>
            <dt className="text-right font-medium text-slate-700">{C.price}</dt>
            {drops.map((drop) => (
              <DropRow
                key={drop.mailDate}
                date={drop.mailDate}
                quantity={summary.totalQuantity}
                price={summary.total}
              />
            ))}
          </dl>
          {drops.map((drop) => (
            <p key={drop.mailDate} className="mt-2 text-sm text-slate-700">
              {inHomeWindowText(drop.mailDate)}
            </p>
          ))}
        </Panel>
      )}
      <Panel aria-label={T.proofOf} className="space-y-3">
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
            {T.proofOf}
            <select
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {summary.rows.map((row) => (
                <option key={row.orderStateId} value={row.orderStateId}>
                  {formatStatCode(row.statCode)} {row.agencyName}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" disabled={!chosen} onClick={() => setShown(chosen)}>
            {expressOrderTexts.preview}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{notices.popUpBlocker}</p>
        {shownRow &&
          (shownRow.proofUrl ? (
            <div className="max-w-3xl">
              <PdfViewer url={shownRow.proofUrl} title={T.proofTitle(formatStatCode(shownRow.statCode))} />
            </div>
          ) : (
            <p className="text-sm text-slate-600">{T.noProof}</p>
          ))}
      </Panel>
      <PreflightPanel
        query={preflight}
        acknowledging={acknowledge.isPending}
        onAcknowledge={(signature) =>
          acknowledge.mutate({ id: bulkOrderStateId, signature }, { onError: showApiErrorToast })
        }
      />
      {preflight.data && !cleared && (
        <p className="text-amber-900 text-sm">{preflightTexts.acknowledgeFirst}</p>
      )}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Button
          variant="secondary"
          onClick={() => navigate(pathTo(paths.expressOrderStep3, { bulkOrderStateId }))}
        >
          {expressOrderTexts.previous}
        </Button>
        <Button
          loading={addToCart.isPending}
          disabled={!cleared}
          onClick={() =>
            addToCart.mutate(bulkOrderStateId, {
              onSuccess: () => {
                announceAddedToCart([summary.item.name]);
                navigate(links.cart());
              },
              onError: showApiErrorToast,
            })
          }
        >
          {expressOrderTexts.addToCart}
        </Button>
      </div>
    </div>
  );
}

function DropRow({ date, quantity, price }: { date: string; quantity: number; price: number }) {
  return (
    <>
      <dd>{formatDate(date)}</dd>
      <dd className="text-right tabular-nums">{formatCount(quantity)}</dd>
      <dd className="text-right tabular-nums">{formatUsd(price)}</dd>
    </>
  );
}
