import { recipientsTexts } from '@msc/shared/messages';
import { OrderStateFrame } from '../flow/order-state-frame';
import { OrderCountReview } from './order-count-review';

/**
 * /personalization/step-2-review/:id (retention orders that are not subscriptions, spec 2 §2, §5): the
 * order count of the piece (OrderCountReview).
 */
export default function Step2ReviewPage() {
  return (
    <OrderStateFrame step="Review" title={recipientsTexts.reviewTitle}>
      {(orderState) => <OrderCountReview orderState={orderState} />}
    </OrderStateFrame>
  );
}
