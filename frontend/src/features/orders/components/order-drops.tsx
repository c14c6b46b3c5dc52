import { now as clockNow } from '@msc/shared/clock';
import { dropChangeTexts, inHomeTexts, notices, responseTexts } from '@msc/shared/messages';
import { ChannelType, OrderStatusCode } from '@msc/shared/model/enum-values';
import type { Order, OrderItem, OrderMailingDetail } from '@msc/shared/model/order';
import {
  type DropStatus,
  dropNumberOf,
  dropRefundAmount,
  dropStatus,
  lineMoneyOf,
} from '@msc/shared/rules/drop-change';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
import { Fragment, lazy, Suspense, useState } from 'react';
import { DropTracking } from '#features/mail-tracking';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { showApiErrorToast, showToast } from '#ui/toast';
import { useCancelDrop } from '../api/order-queries';

// Loaded on Move: the dialog brings Radix and the date picker (react-day-picker) the order page does not show.
const MoveDropDialog = lazy(() =>
  import('./move-drop-dialog').then(({ MoveDropDialog }) => ({ default: MoveDropDialog })),
);

const STATUS_LABEL: Record<DropStatus, string> = {
  Scheduled: dropChangeTexts.status.Scheduled,
  InProduction: dropChangeTexts.status.InProduction,
  Mailed: dropChangeTexts.status.Mailed,
  Canceled: dropChangeTexts.status.Canceled,
  CancelPending: dropChangeTexts.status.CancelPending,
};
const STATUS_STYLE: Record<DropStatus, string> = {
  Scheduled: 'bg-green-50 text-green-800',
  InProduction: 'bg-amber-50 text-amber-900',
  Mailed: 'bg-slate-100 text-slate-700',
  Canceled: 'bg-red-50 text-red-800',
  CancelPending: 'bg-amber-50 text-amber-900',
};

/** What canceling a drop would give back, as the server will compute it (it decides; this informs). */
const refundOf = (order: Order, item: OrderItem, drop: OrderMailingDetail) =>
  dropRefundAmount(
    drop.price,
    {
      subTotal: order.subTotal,
      discountTotal: order.discountTotal,
      amountPaid: order.paymentStatus === 'Paid' ? order.amountPaid : 0,
      amountRefunded: order.amountRefunded ?? 0,
    },
    lineMoneyOf({ unitPrice: item.product.unitPrice, ...item }),
  );

type Change = { kind: 'move' | 'cancel'; drop: OrderMailingDetail; dropNumber: number };

/**
 * The drops of an order's line with their mail date and status: a scheduled drop (at least the lead time
 * ahead) can be moved or canceled; when one is already in production the spec's help text on changes by
 * phone is shown.
 */
export function OrderDrops({ order, item }: { order: Order; item: OrderItem }) {
  const [change, setChange] = useState<Change | undefined>(undefined);
  const cancelDrop = useCancelDrop();
  const drops = item.attributes.Data?.dropDetails?.mailingDetails ?? [];
  // Step 4's holdout (issue 48): the drops mail the rest.
  const holdout = item.attributes.Data?.holdout;
  // A drop of a mailed piece has an in-home window; an email's has none.
  const mailed = item.attributes.Data?.channelType !== ChannelType.Email;
  const now = clockNow();
  const changeable = item.status === 'Pending' && order.orderStatusCode !== OrderStatusCode.Canceled;
  const statuses = drops.map((drop) => dropStatus(drop, now));
  const inProduction = statuses.includes('InProduction');
  const ref = (dropNumber: number) => ({ orderId: order.id, itemId: item.id, dropNumber });
  const columns = 5 + (mailed ? 1 : 0) + (changeable ? 1 : 0);
  const confirmCancel = () => {
    if (change?.kind !== 'cancel') return;
    cancelDrop.mutate(ref(change.dropNumber), {
      onSuccess: ({ refunded }) => {
        showToast(
          {
            title: dropChangeTexts.canceled(change.dropNumber),
            message: refunded > 0 ? dropChangeTexts.refunded(formatUsd(refunded)) : '',
          },
          'success',
        );
        setChange(undefined);
      },
      onError: showApiErrorToast,
    });
  };
  if (drops.length === 0) return null;
  return (
    <div className="mt-2 space-y-2">
      <div className="overflow-x-auto">
        <table className="text-sm">
          <caption className="sr-only">{dropChangeTexts.dropsOf(item.product.name)}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th className="pr-6 font-medium">{dropChangeTexts.dropHeader}</th>
              <th className="pr-6 font-medium">{dropChangeTexts.mailDateHeader}</th>
              {mailed && <th className="pr-6 font-medium">{inHomeTexts.inHomesColumn}</th>}
              <th className="pr-6 text-right font-medium">{dropChangeTexts.quantityHeader}</th>
              <th className="pr-6 text-right font-medium">{dropChangeTexts.priceHeader}</th>
              <th className="pr-6 font-medium">{dropChangeTexts.statusHeader}</th>
              {changeable && <th className="font-medium">{dropChangeTexts.actionsHeader}</th>}
            </tr>
          </thead>
          <tbody>
            {drops.map((drop, index) => {
              const dropNumber = dropNumberOf(drop, index);
              const status = statuses[index]!;
              return (
                <Fragment key={dropNumber}>
                  <tr data-testid={`drop-${item.id}-${dropNumber}`}>
                    <td className="pr-6">{dropNumber}</td>
                    <td className={`pr-6 ${status === 'Canceled' ? 'text-slate-500 line-through' : ''}`}>
                      {formatDate(drop.mailDate)}
                    </td>
                    {mailed && (
                      <td className="pr-6">
                        {status === 'Canceled' || status === 'CancelPending'
                          ? '—'
                          : inHomeWindowText(drop.mailDate)}
                      </td>
                    )}
                    <td className="pr-6 text-right">{drop.quantity}</td>
                    <td className="pr-6 text-right">{formatUsd(drop.price)}</td>
                    <td className="pr-6">
                      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>
                        {STATUS_LABEL[status]}
                      </span>
                    </td>
                    {changeable && (
                      <td className="py-1">
                        {status === 'Scheduled' && (
                          <div className="flex gap-2">
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`${dropChangeTexts.move} drop ${dropNumber}`}
                              onClick={() => setChange({ kind: 'move', drop, dropNumber })}
                            >
                              {dropChangeTexts.move}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`${dropChangeTexts.cancel} ${dropNumber}`}
                              onClick={() => setChange({ kind: 'cancel', drop, dropNumber })}
                            >
                              {dropChangeTexts.cancel}
                            </Button>
                          </div>
                        )}
                      </td>
                    )}
                  </tr>
                  {mailed && status === 'Mailed' && (
                    // A mailed drop's pieces and their scans (issue 49); nothing while none carries a barcode.
                    <tr>
                      <td colSpan={columns} className="pb-3">
                        <DropTracking drop={ref(dropNumber)} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {holdout && (
        <p className="text-sm text-slate-700" data-testid={`holdout-${item.id}`}>
          {responseTexts.holdout.label}: {responseTexts.holdout.summary(holdout.heldOut, holdout.mailed)}
        </p>
      )}
      {changeable && inProduction && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
          {dropChangeTexts.leadTimeNote} {notices.orderChangesByPhone} {notices.supportHours}
        </p>
      )}
      {change?.kind === 'move' && (
        <Suspense fallback={null}>
          <MoveDropDialog
            drop={ref(change.dropNumber)}
            mailDate={change.drop.mailDate}
            onClose={() => setChange(undefined)}
          />
        </Suspense>
      )}
      {change?.kind === 'cancel' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setChange(undefined)}
          title={dropChangeTexts.cancelTitle(change.dropNumber)}
          prompt={{
            message:
              refundOf(order, item, change.drop) > 0
                ? dropChangeTexts.cancelRefund(formatUsd(refundOf(order, item, change.drop)))
                : dropChangeTexts.cancelNothingToRefund,
            confirmLabel: dropChangeTexts.cancel,
            cancelLabel: dropChangeTexts.keep,
          }}
          pending={cancelDrop.isPending}
          onConfirm={confirmCancel}
        />
      )}
    </div>
  );
}
