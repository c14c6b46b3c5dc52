import { labels, notices, personalizationTexts as texts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { formatCount } from '@msc/shared/rules/formatting';
import { subscriberPrice } from '@msc/shared/rules/subscription';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ListCleaningSummary,
  RecipientPreflightPanel,
  useRecipientPreflight,
  useSetListCleaning,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { OrderStateFrame } from '../flow/order-state-frame';
import { useSaveForLater } from '../step-3/use-save-for-later';
import { ProofPreview } from '../step-4/proof-preview';
import { itemFacts, type ReviewFact, ReviewFacts } from '../step-4/review-facts';
import { useAddPieceToCart } from '../step-4/use-add-to-cart';
import { SubscriptionCardsTable } from './subscription-cards-table';

/**
 * /personalization/step-3-review/:id — Review & Add to Cart of a subscription (spec 2 §2): item name and
 * number, the personalization's edit link, total order count, subscription period, the list cleaning of
 * the subscribers (as step 4 shows it, one per household offered), the cards summary, PDF preview,
 * Previous, Save For Later and Add to Cart.
 */
export default function SubscriptionReviewPage() {
  return (
    <OrderStateFrame step="Review" title={labels.reviewAndAddToCart}>
      {(orderState) => <SubscriptionReview orderState={orderState} />}
    </OrderStateFrame>
  );
}

function SubscriptionReview({ orderState }: { orderState: OrderState }) {
  const product = useQuery(productQuery(orderState.productId));
  const cart = useAddPieceToCart(orderState, product.data?.name ?? '');
  const saveForLater = useSaveForLater(orderState.id);
  const preflight = useRecipientPreflight(orderState);
  const cleaning = useSetListCleaning();
  if (product.isPending) return <LoadingState />;

  const step2 = links.personalizationStep2(orderState.id, { isSubscription: true });
  const facts: ReviewFact[] = [
    ...itemFacts(orderState, product.data, { isSubscription: true }),
    [texts.totalOrderCount, formatCount(orderState.targetCount), step2],
    [
      texts.subscriptionPeriod,
      orderState.subscriptionPeriod ? texts.subscriptionMonths(orderState.subscriptionPeriod) : '',
      step2,
    ],
  ];

  return (
    <div className="space-y-6">
      <ReviewFacts facts={facts} />
      {orderState.listCleaning && (
        <ListCleaningSummary
          cleaning={orderState.listCleaning}
          // A removed subscriber saves a subscriber's cards, not one card.
          unitPrice={subscriberPrice(orderState.seasonalSummary, orderState.unitPrice)}
          onePerHousehold={{
            onChange: (onePerHousehold) => cleaning.mutate({ id: orderState.id, onePerHousehold }),
            pending: cleaning.isPending,
            error: cleaning.error?.message,
          }}
        />
      )}
      <ProofPreview
        documentId={orderState.pageFlexDocumentId}
        title={product.data?.name ?? texts.proofTitle}
      />

      <RecipientPreflightPanel orderState={orderState} query={preflight.query} />

      <section className="space-y-2">
        <SubscriptionCardsTable
          rows={orderState.seasonalSummary}
          title={texts.subscriptionSummaryTitle}
          show="order"
        />
        <p className="text-sm text-slate-600">{notices.pricingBeforeDiscount}</p>
      </section>

      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link to={step2} className={buttonClasses('secondary')}>
          {texts.previous}
        </Link>
        {saveForLater.offered && (
          <Button variant="secondary" onClick={saveForLater.save} loading={saveForLater.isPending}>
            {texts.saveForLater}
          </Button>
        )}
        <Button
          onClick={() => cart.add('cart')}
          disabled={!cart.enabled || !preflight.cleared}
          loading={cart.isAdding}
        >
          {texts.addToCart}
        </Button>
      </div>
    </div>
  );
}
