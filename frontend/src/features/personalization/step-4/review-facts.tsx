import { personalizationTexts as texts } from '@msc/shared/messages';
import type { OrderState } from '@msc/shared/model/order-state';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button';

/** A fact of the review: its label, value and, where the step can be changed, the Edit link to it. */
export type ReviewFact = [label: string, value: string, editTo?: string];

/**
 * The item and item id every review starts with; Edit on the item goes back to step 1 with `editQuery`
 * (which review returns there: the piece's or the subscription's).
 */
export function itemFacts(
  orderState: Pick<OrderState, 'id' | 'parentId' | 'productId'>,
  product: { name: string; itemNumber: string } | undefined,
  editQuery: Record<string, boolean>,
): ReviewFact[] {
  return [
    [
      texts.item,
      product?.name ?? '',
      personalizationStep1Path({
        orderStateId: orderState.id,
        parentId: orderState.parentId,
        productId: orderState.productId,
        query: { edit: true, ...editQuery },
      }),
    ],
    [texts.itemId, product?.itemNumber ?? ''],
  ];
}

/** The review's facts (item, item id, counts, dates) with Edit back to the step that set each. */
export function ReviewFacts({ facts }: { facts: readonly ReviewFact[] }) {
  return (
    <dl className="grid max-w-3xl gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr_auto]">
      {facts.map(([label, value, editTo]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
          <dd>
            {editTo ? (
              <Link
                to={editTo}
                className={buttonClasses('ghost', 'sm')}
                aria-label={`${texts.edit} ${label}`}
              >
                {texts.edit}
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
