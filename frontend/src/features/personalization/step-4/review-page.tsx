import {
  labels,
  notices,
  preflightTexts,
  prospectingTexts,
  recipientsTexts,
  retentionRecipientTexts,
  personalizationTexts as texts,
} from '@msc/shared/messages';
import { ChannelType, DropFrequency, DropType } from '@msc/shared/model/enum-values';
import type { OrderState } from '@msc/shared/model/order-state';
import { formatCount, formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { normalizeProgramType } from '@msc/shared/rules/program-type-tab';
import { buysProspects, scheduleStepOf, scheduleStepPath } from '@msc/shared/rules/recipient-step-routing';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  EmailSendDates,
  HoldoutChoice,
  ListCleaningSummary,
  RecipientPreflightPanel,
  ScheduleTable,
  useRecipientPreflight,
  useSetListCleaning,
} from '#campaign-kit';
import { productQuery } from '#features/catalog';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { OrderStateFrame } from '../flow/order-state-frame';
import { ProofPreview } from './proof-preview';
import { itemFacts, type ReviewFact, ReviewFacts } from './review-facts';
import { useAddPieceToCart } from './use-add-to-cart';

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

/** The bought prospects in one line: '62701, 62702 · 10 miles · With phone numbers: select a quantity'. */
function prospectChoiceText(orderState: OrderState): string {
  return [
    orderState.zipCodes.join(', '),
    prospectingTexts.radiusOption(orderState.zipRadius ?? 0),
    orderState.crossStateBoundary ? prospectingTexts.crossStateBoundary : '',
    orderState.prospectOption ? prospectingTexts.options[orderState.prospectOption] : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function Review({ orderState }: { orderState: OrderState }) {
  const product = useQuery(productQuery(orderState.productId));
  const cart = useAddPieceToCart(orderState, product.data?.name ?? '');
  const cleaning = useSetListCleaning();
  const preflight = useRecipientPreflight(orderState);
  if (product.isPending) return <LoadingState />;
  // The piece is approved into the cart only once its recipients' preflight is clear or acknowledged.
  const canAdd = cart.enabled && preflight.cleared;

  const details = orderState.dropDetails;
  // AnnualAuto and PetInsurance have no schedule step (spec 2 §2 three-step stepper): nothing to edit, so
  // the review prices the order; the annual-auto letter's drops are dated by the renewals (spec 2 §9), and
  // their mail dates are shown with the customers left out.
  const unscheduled = scheduleStepOf(orderState.programType) === 'none';
  const renewalTimed = unscheduled && Boolean(details?.mailingDetails.length);
  const leftOut = orderState.renewalTiming;
  const listCleaning = orderState.listCleaning;
  const facts: ReviewFact[] = [
    ...itemFacts(orderState, product.data, { review: true }),
    [
      texts.frequency,
      frequencyText(orderState),
      unscheduled
        ? undefined
        : scheduleStepPath({
            orderStateId: orderState.id,
            programType: orderState.programType,
            review: true,
          }),
    ],
    [texts.numberOfMailings, String(details?.numberOfMailings ?? 1)],
    ...(unscheduled ? [] : [[texts.dropStartDate, formatDate(details?.startDate)] as ReviewFact]),
    ...(buysProspects(orderState.programType) && !orderState.isOwnListUploaded
      ? [
          [
            prospectingTexts.reviewProspects,
            prospectChoiceText(orderState),
            links.personalizationStep2(orderState.id, { review: true }),
          ] as ReviewFact,
        ]
      : []),
    [
      texts.totalOrderCount,
      formatCount(orderState.targetCount),
      links.personalizationStep2(orderState.id, { review: true }),
    ],
    ...(unscheduled
      ? [
          [recipientsTexts.unitPrice, formatUsd(orderState.unitPrice)] as ReviewFact,
          [recipientsTexts.totalPrice, formatUsd(orderState.totalPrice)] as ReviewFact,
        ]
      : []),
  ];

  const addToCart = (
    <Button onClick={() => cart.add('cart')} disabled={!canAdd} loading={cart.isAdding}>
      {texts.addToCart}
    </Button>
  );
  return (
    <div className="space-y-6">
      {/* Prospecting's review has two Add to Cart buttons (spec 2 §2 step 4): one above the facts too. */}
      {buysProspects(orderState.programType) && <div className="flex justify-end">{addToCart}</div>}
      <ReviewFacts facts={facts} />
      {listCleaning && (
        <ListCleaningSummary
          cleaning={listCleaning}
          unitPrice={orderState.unitPrice}
          onePerHousehold={{
            onChange: (onePerHousehold) => cleaning.mutate({ id: orderState.id, onePerHousehold }),
            pending: cleaning.isPending,
            error: cleaning.error?.message,
          }}
        />
      )}
      {/* The annual-auto letter follows each renewal: a holdout is offered for the other lists only. */}
      {listCleaning && normalizeProgramType(orderState.programType) !== 'AnnualAuto' && (
        <HoldoutChoice
          holdout={orderState.holdout}
          onChange={(holdoutPercent) =>
            cleaning.mutate({
              id: orderState.id,
              onePerHousehold: listCleaning.onePerHousehold,
              holdoutPercent,
            })
          }
          pending={cleaning.isPending}
        />
      )}
      <ProofPreview
        documentId={orderState.pageFlexDocumentId}
        title={product.data?.name ?? texts.proofTitle}
      />

      <RecipientPreflightPanel orderState={orderState} query={preflight.query} />

      <section className="space-y-2">
        {(!unscheduled || renewalTimed) && (
          <ScheduleTable
            rows={details?.mailingDetails ?? []}
            title={renewalTimed ? retentionRecipientTexts.annualAutoSchedule.title : texts.summaryTitle}
            inHome={orderState.channelType !== ChannelType.Email}
          />
        )}
        <EmailSendDates piece={orderState} rows={details?.mailingDetails ?? []} />
        {leftOut && leftOut.passed + leftOut.notYet > 0 && (
          <p className="text-sm text-slate-700" data-testid="renewal-left-out">
            {retentionRecipientTexts.annualAutoSchedule.leftOut(leftOut.passed, leftOut.notYet)}
          </p>
        )}
        <p className="text-sm text-slate-600">{notices.pricingBeforeDiscount}</p>
      </section>

      {preflight.query.data && !preflight.cleared && (
        <p className="text-amber-900 text-sm">{preflightTexts.acknowledgeFirst}</p>
      )}
      <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
        <Link
          to={scheduleStepPath({ orderStateId: orderState.id, programType: orderState.programType })}
          className={buttonClasses('secondary')}
        >
          {texts.previous}
        </Link>
        {addToCart}
        <Button variant="secondary" onClick={() => cart.add('checkout')} disabled={!canAdd}>
          {texts.continueToCheckout}
        </Button>
      </div>
    </div>
  );
}
