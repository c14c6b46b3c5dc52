import { labels, notices, personalizationTexts as texts } from '@msc/shared/messages';
import { DropFrequency, DropType } from '@msc/shared/model/enums';
import type { OrderState } from '@msc/shared/model/order-state';
import { routeFromCart } from '@msc/shared/rules/checkout-routing';
import { formatDate } from '@msc/shared/rules/formatting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { canAddOrderToCart } from '@msc/shared/rules/personalization-steps';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { cartQuery } from '#features/cart';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast, showToast } from '#ui/toast';
import { documentQuery, useAddOrderStateToCart } from '../api/order-state-queries';
import { OrderStateFrame } from '../flow/order-state-frame';
import { PdfViewer } from '../proof/pdf-viewer';
import { ScheduleTable } from '../step-3/schedule-table';

/**
 * /personalization/step-4/:id — Review & Add to Cart (spec 2 §2 step 4): the piece, its schedule and price
 * as the server keeps them, Edit back to each step, Preview PDF, Add to Cart and Continue to Checkout.
 */
export default function ReviewPage() {
  return (
    <OrderStateFrame step="Review" title={labels.reviewAndAddToCart}>
      {(orderState) => <Review orderState={orderState} />}
    </OrderStateFrame>
  );
}

function frequencyText(orderState: OrderState): string {
  const details = orderState.dropDetails;
  if (!details || details.dropType !== DropType.MULTIPLE) return texts.oneTime;
  return details.frequency === DropFrequency.BiWeekly ? texts.biWeekly : texts.weekly;
}

function Review({ orderState }: { orderState: OrderState }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const product = useQuery(productQuery(orderState.productId));
  const add = useAddOrderStateToCart();
  const [showProof, setShowProof] = useState(false);
  const proof = useQuery({
    ...documentQuery(orderState.pageFlexDocumentId ?? ''),
    enabled: showProof && Boolean(orderState.pageFlexDocumentId),
  });
  if (product.isPending) return <LoadingState />;

  const details = orderState.dropDetails;
  const rows = details?.mailingDetails ?? [];
  const addToCart = (then: 'cart' | 'checkout') =>
    add.mutate(orderState.id, {
      onSuccess: async () => {
        showToast({ title: texts.addedToCart, message: product.data?.name ?? '' }, 'success');
        if (then === 'cart') return navigate(links.cart());
        const cart = await queryClient.fetchQuery(cartQuery());
        navigate(routeFromCart(cart));
      },
      onError: showApiErrorToast,
    });
  const edit = (to: string, label: string) => (
    <Link to={to} className={buttonClasses('ghost', 'sm')} aria-label={`${texts.edit} ${label}`}>
      {texts.edit}
    </Link>
  );
  const facts: Array<[label: string, value: string, editTo?: string]> = [
    [
      texts.item,
      product.data?.name ?? '',
      personalizationStep1Path({
        orderStateId: orderState.id,
        parentId: orderState.parentId,
        productId: orderState.productId,
        query: { edit: true, review: true },
      }),
    ],
    [texts.itemId, product.data?.itemNumber ?? ''],
    [texts.frequency, frequencyText(orderState), `/personalization/step-3/${orderState.id}?review=true`],
    [texts.numberOfMailings, String(details?.numberOfMailings ?? 1)],
    [texts.dropStartDate, formatDate(details?.startDate)],
    [
      texts.totalOrderCount,
      orderState.targetCount.toLocaleString('en-US'),
      `/personalization/step-2/${orderState.id}?review=true`,
    ],
  ];

  return (
    <div className="space-y-6">
      <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr_auto]">
        {facts.map(([label, value, editTo]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
            <dd>{editTo ? edit(editTo, label) : null}</dd>
          </div>
        ))}
      </dl>

      <section className="space-y-3">
        <Button variant="secondary" onClick={() => setShowProof((shown) => !shown)} aria-expanded={showProof}>
          {texts.previewPdf}
        </Button>
        <p className="text-sm text-slate-600">{notices.popUpBlocker}</p>
        {showProof &&
          (proof.data ? (
            <div className="max-w-3xl">
              <PdfViewer url={proof.data.fileUrl} title={product.data?.name ?? texts.proofTitle} />
            </div>
          ) : (
            <LoadingState label={texts.proofLoading} />
          ))}
      </section>

      <section className="space-y-2">
        <ScheduleTable rows={rows} title={texts.summaryTitle} />
        <p className="text-sm text-slate-600">{notices.pricingBeforeDiscount}</p>
      </section>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link to={`/personalization/step-3/${orderState.id}`} className={buttonClasses('secondary')}>
          {texts.previous}
        </Link>
        <Button
          onClick={() => addToCart('cart')}
          disabled={!canAddOrderToCart({ targetCount: orderState.targetCount, isAdding: add.isPending })}
          loading={add.isPending && add.variables === orderState.id}
        >
          {texts.addToCart}
        </Button>
        <Button
          variant="secondary"
          onClick={() => addToCart('checkout')}
          disabled={!canAddOrderToCart({ targetCount: orderState.targetCount, isAdding: add.isPending })}
        >
          {texts.continueToCheckout}
        </Button>
      </div>
    </div>
  );
}
