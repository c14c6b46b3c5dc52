import { notices, personalizationTexts as texts } from '@msc/shared/messages';
import { ChannelType } from '@msc/shared/model/enum-values';
import type { ChannelOrderState } from '@msc/shared/model/order-state';
import { formatCount, formatUsd } from '@msc/shared/rules/formatting';
import { canAddOrderToCart } from '@msc/shared/rules/personalization-steps';
import { scheduleStepPath } from '@msc/shared/rules/recipient-step-routing';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  EmailSendDates,
  orderStateQuery,
  RecipientPreflightPanel,
  ScheduleTable,
  useRecipientPreflight,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { announceAddedToCart } from '#ui/added-to-cart';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { useAddOrderStateToCart } from '../api/add-to-cart-queries';
import { OrderStateStepper } from '../flow/order-state-frame';

/**
 * /personalization/step-4-multi-channel/?parentId=…&docId=… — the direct-mail piece and its follow-up email
 * together, with a combined total (spec 2 §2). Add to Cart adds both; the first failure stops with its message.
 */
export default function MultiChannelReviewPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const parentId = query.get('parentId') ?? '';
  const parent = useQuery({ ...orderStateQuery(parentId), enabled: parentId !== '' });
  const add = useAddOrderStateToCart();
  const queryClient = useQueryClient();
  // The letter's recipients (the email goes to those of them with an address) are checked on its proof.
  const preflight = useRecipientPreflight(parent.data);
  if (!parentId || parent.error) {
    return (
      <>
        <PageTitle title={texts.multiChannelTitle} />
        <p role="alert" className="text-slate-700">
          {parent.error?.message ?? texts.multiChannelMissing}
        </p>
      </>
    );
  }
  if (!parent.data) return <LoadingState />;
  const email = parent.data.orderStates.find((state) => state.channelType === ChannelType.Email);
  const pieces = [parent.data, ...(email ? [email] : [])];
  const total = pieces.reduce((sum, piece) => sum + piece.totalPrice, 0);
  const ready = pieces.every((piece) =>
    canAddOrderToCart({ targetCount: piece.targetCount, isAdding: false }),
  );

  const addAll = async () => {
    try {
      const names: string[] = [];
      for (const piece of pieces) {
        await add.mutateAsync(piece.id);
        names.push((await queryClient.fetchQuery(productQuery(piece.productId))).name);
      }
      announceAddedToCart(names, parent.data?.productType);
      navigate(links.cart());
    } catch (error) {
      showApiErrorToast(error);
    }
  };

  return (
    <>
      <PageTitle title={texts.multiChannelTitle} />
      <OrderStateStepper orderState={parent.data} step="Review" />
      <div className="grid gap-6 lg:grid-cols-2">
        <PieceCard piece={parent.data} channel={texts.channels['direct-mail'].title} />
        {email ? (
          <PieceCard piece={email} channel={texts.channels.email.title} />
        ) : (
          <p className="text-slate-700">{texts.multiChannelNoEmail}</p>
        )}
      </div>
      <div className="mt-6">
        <RecipientPreflightPanel orderState={parent.data} query={preflight.query} />
      </div>
      <div className="mt-6 space-y-2">
        <p className="text-lg font-semibold text-slate-900">
          {texts.combinedTotal}: {formatUsd(total)}
        </p>
        <p className="text-sm text-slate-600">{notices.pricingBeforeDiscount}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link
          to={scheduleStepPath({ orderStateId: parent.data.id, programType: parent.data.programType })}
          className={buttonClasses('secondary')}
        >
          {texts.previous}
        </Link>
        <Button
          onClick={() => void addAll()}
          disabled={!ready || !email || !preflight.cleared}
          loading={add.isPending}
        >
          {texts.addToCart}
        </Button>
      </div>
    </>
  );
}

function PieceCard({ piece, channel }: { piece: ChannelOrderState; channel: string }) {
  const product = useQuery(productQuery(piece.productId));
  return (
    <Panel aria-label={channel} className="space-y-3">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{channel}</p>
      {/* Its line's height kept while the name loads: the page must not shift under a pointer on Add to Cart. */}
      <h2 className="min-h-7 text-lg font-semibold text-slate-900">{product.data?.name ?? ''}</h2>
      <p className="text-sm text-slate-700">
        {texts.item}: {product.data?.itemNumber ?? ''} · {texts.totalOrderCount}:{' '}
        {formatCount(piece.targetCount)}
      </p>
      <ScheduleTable
        rows={piece.dropDetails?.mailingDetails ?? []}
        title={texts.summaryTitle}
        inHome={piece.channelType !== ChannelType.Email}
      />
      <EmailSendDates piece={piece} rows={piece.dropDetails?.mailingDetails ?? []} />
    </Panel>
  );
}
