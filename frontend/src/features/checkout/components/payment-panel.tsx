import { apiErrors, cardFormTexts, loadingLabels, notices } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIsImpersonating } from '#features/session';
import { Button } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { Panel } from '#ui/panel';
import { paymentMethodsQuery } from '../api/checkout-queries';
import { AddCardPanel } from './add-card-form';
import { SavedCards } from './saved-cards';

interface PaymentPanelProps {
  title: string;
  selectedId?: string;
  onSelect?: (id: string) => void;
  toolbar?: (cards: PaymentMethod[]) => React.ReactNode;
  arrange?: (cards: PaymentMethod[]) => PaymentMethod[];
  /** Under the cards (the account's pager). */
  footer?: (cards: PaymentMethod[]) => React.ReactNode;
}

/** Saved cards and the add-card form: the checkout's Payment Information panel and the account's payment-info. */
export function PaymentPanel({
  title,
  selectedId,
  onSelect,
  toolbar,
  arrange = (cards) => cards,
  footer,
}: PaymentPanelProps) {
  const cards = useQuery(paymentMethodsQuery());
  const [adding, setAdding] = useState(false);
  // Staff acting as the user may pay with the cards saved already, never change them (the API refuses too).
  const readOnly = useIsImpersonating();
  return (
    <Panel aria-labelledby="payment-panel-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-panel-heading" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {cards.data && toolbar?.(cards.data)}
          {!adding && !readOnly && <Button onClick={() => setAdding(true)}>{cardFormTexts.title}</Button>}
        </div>
      </div>
      {readOnly && (
        <p role="note" className="mb-3 rounded-md bg-slate-100 p-3 text-sm text-slate-800">
          {apiErrors.cardsReadOnlyWhileImpersonating}
        </p>
      )}
      {cards.isPending && <LoadingState label={loadingLabels.cards} />}
      {cards.error && <ErrorAlert>{cards.error.message}</ErrorAlert>}
      {onSelect && cards.data && !cards.data.some((card) => card.id === selectedId) && !adding && (
        <p role="status" className="mb-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {notices.paymentDetailsMissing}
        </p>
      )}
      {cards.data && (
        <SavedCards
          cards={arrange(cards.data)}
          selectedId={selectedId}
          onSelect={onSelect}
          readOnly={readOnly}
        />
      )}
      {cards.data && footer?.(cards.data)}
      {adding && !readOnly && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <AddCardPanel
            onCancel={() => setAdding(false)}
            onAdded={(card) => {
              setAdding(false);
              onSelect?.(card.id);
            }}
          />
        </div>
      )}
    </Panel>
  );
}
