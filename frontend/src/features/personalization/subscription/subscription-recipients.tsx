import { personalizationTexts as texts } from '@msc/shared/messages';
import { SubscriptionPeriod } from '@msc/shared/model/enums';
import type { OrderState } from '@msc/shared/model/order-state';
import { DEFAULT_SUBSCRIPTION_PERIOD_MONTHS, SUBSCRIPTION_PERIODS_MONTHS } from '@msc/shared/rules/constants';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { subscriptionSummaryQuery, useSetSubscription } from '../api/recipient-queries';
import { PolicyholderSelection } from '../step-2/policyholder-selection';
import { SubscriptionCardsTable } from './subscription-cards-table';

/**
 * Step 2 of a relationship-marketing subscription (spec 2 §2 "Retention subscription"): 3 or 6 months,
 * the cards that brings for the list, and the policyholders subscribed; Next saves them (the server
 * counts and prices the cards) and goes to the review.
 */
export function SubscriptionRecipients({ orderState }: { orderState: OrderState }) {
  const navigate = useNavigate();
  const [months, setMonths] = useState<SubscriptionPeriod>(
    orderState.subscriptionPeriod ?? (DEFAULT_SUBSCRIPTION_PERIOD_MONTHS as SubscriptionPeriod),
  );
  const summary = useQuery(subscriptionSummaryQuery(orderState.id, months));
  const subscribe = useSetSubscription();
  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true, isSubscription: true },
  });

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">{texts.subscriptionQuestion}</legend>
        <div className="flex flex-wrap gap-4">
          {SUBSCRIPTION_PERIODS_MONTHS.map((period) => (
            <label key={period} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="subscription-period"
                className="h-4 w-4 accent-blue-700"
                checked={months === period}
                onChange={() => setMonths(SubscriptionPeriod.parse(period))}
              />
              {texts.subscriptionMonths(period)}
            </label>
          ))}
        </div>
        <p className="text-sm text-slate-600">{texts.subscriptionNote}</p>
      </fieldset>

      <div aria-live="polite">
        {summary.data ? (
          <SubscriptionCardsTable rows={summary.data.rows} title={texts.subscriptionListTitle} show="list" />
        ) : (
          <LoadingState className="py-4" />
        )}
      </div>

      <PolicyholderSelection
        orderStateId={orderState.id}
        initial={orderState.recipientPolicyNumbers}
        saving={subscribe.isPending}
        onPrevious={() => navigate(previousPath)}
        onNext={(recipients) =>
          subscribe.mutate(
            { id: orderState.id, subscriptionPeriod: months, recipients },
            {
              onSuccess: () => navigate(links.subscriptionReview(orderState.id, { isSubscription: true })),
              onError: showApiErrorToast,
            },
          )
        }
      />
    </div>
  );
}
