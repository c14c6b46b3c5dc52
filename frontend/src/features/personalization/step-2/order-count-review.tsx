import { recipientsTexts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { quantityMessage, validateItemQuantity } from '@msc/shared/rules/cart-rules';
import { DEFAULT_RECIPIENT_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatCount, formatUsd } from '@msc/shared/rules/formatting';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { canAddOrderToCart } from '@msc/shared/rules/personalization-steps';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { productQuery } from '#features/catalog';
import { ApiRequestError } from '#lib/api-client';
import { links } from '#lib/paths';
import { announceAddedToCart } from '#ui/added-to-cart';
import { Button, buttonClasses } from '#ui/button';
import { Panel } from '#ui/panel';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { useAddOrderStateToCart } from '../api/add-to-cart-queries';
import { recipientPageQuery, useSetRecipients } from '../api/recipient-queries';

/**
 * The order count of a piece whose recipients are counted, not chosen (a retention order that is not a
 * subscription, spec 2 §2 step-2-review; an "Other" program's piece): unit price, total price and an editable
 * order count, up to the agency's policyholders ('Limit of {limitText} exceeded' and no update above); Add to
 * Cart only with a count and no add in progress, then the spec's Added To Cart toast and the cart.
 */
export function OrderCountReview({ orderState }: { orderState: OrderState }) {
  const navigate = useNavigate();
  const eligible = useQuery(
    recipientPageQuery(orderState.id, { pageNumber: 1, pageSize: DEFAULT_RECIPIENT_PAGE_SIZE, search: '' }),
  );
  const setRecipients = useSetRecipients();
  const product = useQuery(productQuery(orderState.productId));
  const addToCart = useAddOrderStateToCart();
  const [count, setCount] = useState(orderState.targetCount > 0 ? String(orderState.targetCount) : '');
  const [error, setError] = useState<string>();
  const available = eligible.data?.eligibleCount;

  const update = (event: FormEvent) => {
    event.preventDefault();
    const check = validateItemQuantity(Number(count), { available });
    const message = quantityMessage(check);
    setError(message);
    if (message) return;
    setRecipients.mutate(
      { id: orderState.id, count: Number(count) },
      {
        onError: (failure) =>
          failure instanceof ApiRequestError && failure.status === 422
            ? setError(failure.message)
            : showApiErrorToast(failure),
      },
    );
  };

  const add = () =>
    addToCart.mutate(orderState.id, {
      onSuccess: () => {
        announceAddedToCart([product.data?.name ?? ''], orderState.productType);
        navigate(links.cart());
      },
      onError: showApiErrorToast,
    });

  const previousPath = personalizationStep1Path({
    orderStateId: orderState.id,
    parentId: orderState.parentId,
    productId: orderState.productId,
    query: { edit: true },
  });

  return (
    <Panel padding="lg" className="max-w-xl space-y-6">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        <dt className="text-slate-600">{recipientsTexts.unitPrice}</dt>
        <dd className="text-right font-medium text-slate-900">{formatUsd(orderState.unitPrice)}</dd>
        <dt className="text-slate-600">{recipientsTexts.totalPrice}</dt>
        <dd className="text-right text-lg font-semibold text-slate-900" aria-live="polite">
          {formatUsd(orderState.totalPrice)}
        </dd>
      </dl>
      <form onSubmit={update} className="flex flex-wrap items-start gap-3" noValidate>
        <div className="w-56">
          <TextField
            label={recipientsTexts.orderCount}
            type="number"
            inputMode="numeric"
            min={1}
            max={available}
            value={count}
            error={error}
            hint={available === undefined ? undefined : recipientsTexts.available(formatCount(available))}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" className="mt-6" loading={setRecipients.isPending}>
          {recipientsTexts.updateCount}
        </Button>
      </form>
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <Link to={previousPath} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
        <Button
          onClick={add}
          loading={addToCart.isPending}
          disabled={
            !canAddOrderToCart({ targetCount: orderState.targetCount, isAdding: addToCart.isPending })
          }
        >
          {recipientsTexts.addToCart}
        </Button>
      </div>
    </Panel>
  );
}
