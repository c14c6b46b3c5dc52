import { recipientsTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import {
  buysProspects,
  mailsOwnList,
  recipientStepNextPath,
  retentionRecipientList,
  selectsPolicyholders,
} from '@msc/shared/rules/recipient-step-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { productQuery } from '#features/catalog';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { useSetRecipients } from '../api/recipient-queries';
import { OrderStateFrame } from '../flow/order-state-frame';
import { RetentionRecipients } from '../retention/retention-recipients';
import { SubscriptionRecipients } from '../subscription/subscription-recipients';
import { DataListRecipients } from './data-list/data-list-recipients';
import { OrderCountReview } from './order-count-review';
import { PolicyholderSelection } from './policyholder-selection';
import { ProspectingRecipients } from './prospecting/prospecting-recipients';
import { SendToAllQuestion } from './send-to-all-question';
import { SuppressionNote } from './suppression-note';

/**
 * /personalization/step-2/:id (query docId, review): the recipients of the piece (spec 2 §2). Cross-sell
 * asks 'Would you like to send to all Policyholders?'; No opens the self-selection table; a relationship-
 * marketing subscription picks its months and subscribers. A retention piece that is not a subscription, or an
 * "Other" program's, counts its recipients (the review's order count).
 */
export default function Step2Page() {
  return (
    <OrderStateFrame step="Select Mail List" title={recipientsTexts.title}>
      {(orderState) => <RecipientStep orderState={orderState} />}
    </OrderStateFrame>
  );
}

/** The recipient step of the piece's program: a subscription's subscribers, cross-sell's policyholders. */
function RecipientStep({ orderState }: { orderState: OrderState }) {
  const product = useQuery(productQuery(orderState.productId));
  if (product.isPending) return <LoadingState />;
  if (product.data?.attributes.isSubscription) return <SubscriptionRecipients orderState={orderState} />;
  if (selectsPolicyholders(orderState.programType)) return <CrossSellRecipients orderState={orderState} />;
  if (buysProspects(orderState.programType)) {
    return (
      <ProspectingRecipients
        orderState={orderState}
        ownList={<DataListRecipients orderState={orderState} />}
      />
    );
  }
  if (mailsOwnList(orderState.programType)) return <DataListRecipients orderState={orderState} />;
  const retentionList = retentionRecipientList(orderState.programType);
  if (retentionList) return <RetentionRecipients orderState={orderState} list={retentionList} />;
  // Retention that is not a subscription, and Other: the two-step stepper (Personalize, Review); its
  // e-mail piece comes back to step 2 from the editor, which is then the order count.
  return <OrderCountReview orderState={orderState} />;
}

function CrossSellRecipients({ orderState }: { orderState: OrderState }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setRecipients = useSetRecipients();
  const [choosing, setChoosing] = useState(false);
  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true },
  });
  const next = recipientStepNextPath({ orderStateId: orderState.id, review: params.get('review') });
  const save = (body: Parameters<typeof setRecipients.mutate>[0]) =>
    setRecipients.mutate(body, { onSuccess: () => navigate(next), onError: showApiErrorToast });

  if (!choosing) {
    return (
      <>
        <SuppressionNote orderStateId={orderState.id} />
        <SendToAllQuestion
          previousPath={previousPath}
          saving={setRecipients.isPending}
          onYes={() => save({ id: orderState.id, all: true })}
          onNo={() => setChoosing(true)}
        />
      </>
    );
  }
  return (
    <PolicyholderSelection
      orderStateId={orderState.id}
      initial={orderState.recipientPolicyNumbers}
      saving={setRecipients.isPending}
      focusOnShow
      onPrevious={() => setChoosing(false)}
      onNext={(body) => save({ id: orderState.id, ...body })}
    />
  );
}
