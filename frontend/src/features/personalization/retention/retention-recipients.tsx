import { emptyStates, recipientsTexts, retentionRecipientTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { formatCount } from '@msc/shared/rules/formatting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { type RetentionRecipientList, recipientStepNextPath } from '@msc/shared/rules/recipient-step-routing';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { showApiErrorToast } from '#ui/toast';
import { recipientPageQuery, useSetRecipients } from '../api/recipient-queries';
import { PolicyholderSelection } from '../step-2/policyholder-selection';
import { SendToAllQuestion } from '../step-2/send-to-all-question';
import { FIRST_RECIPIENT_PAGE } from '../step-2/suppression-note';

/**
 * Step 2 of Win Back, AnnualAuto, PetInsurance and AgencyReferral (spec 2 §2 "variants exist (layout not
 * shown)"): which of the agency's lists the piece mails and how many opted-out people the server left out,
 * then the cross-sell question — all of them, or pick in the table. Next goes on to the
 * program's next step: step-3-win-back, the review (AnnualAuto, PetInsurance), or the drop date.
 */
export function RetentionRecipients({
  orderState,
  list,
}: {
  orderState: OrderState;
  list: RetentionRecipientList;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setRecipients = useSetRecipients();
  const [choosing, setChoosing] = useState(false);
  const first = useQuery(recipientPageQuery(orderState.id, FIRST_RECIPIENT_PAGE));
  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true },
  });
  const next = recipientStepNextPath({
    orderStateId: orderState.id,
    review: params.get('review'),
    programType: orderState.programType,
  });
  const save = (body: Parameters<typeof setRecipients.mutate>[0]) =>
    setRecipients.mutate(body, { onSuccess: () => navigate(next), onError: showApiErrorToast });

  if (first.isPending) return <LoadingState />;
  if (first.error) throw first.error;
  const { eligibleCount, suppressedCount = 0 } = first.data;

  return (
    <div className="space-y-4">
      <section
        aria-label={recipientsTexts.caption}
        className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        <p>{retentionRecipientTexts.lists[list]}</p>
        <p className="mt-1 font-medium text-slate-900">
          {recipientsTexts.available(formatCount(eligibleCount))}
        </p>
        <p className="mt-1" data-testid="suppressed-count">
          {retentionRecipientTexts.suppressed(formatCount(suppressedCount))}
        </p>
      </section>
      {eligibleCount === 0 ? (
        <div className="space-y-4">
          <EmptyState message={emptyStates.policyholders} />
          <Link to={previousPath} className={buttonClasses('secondary')}>
            {recipientsTexts.previous}
          </Link>
        </div>
      ) : choosing ? (
        <PolicyholderSelection
          orderStateId={orderState.id}
          initial={orderState.recipientPolicyNumbers}
          saving={setRecipients.isPending}
          onPrevious={() => setChoosing(false)}
          onNext={(body) => save({ id: orderState.id, ...body })}
        />
      ) : (
        <SendToAllQuestion
          previousPath={previousPath}
          saving={setRecipients.isPending}
          onYes={() => save({ id: orderState.id, all: true })}
          onNo={() => setChoosing(true)}
        />
      )}
    </div>
  );
}
