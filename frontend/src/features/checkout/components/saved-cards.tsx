import { confirmPrompts, emptyStates, notices, orderTexts, paymentTexts } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { checkSetDefaultCard } from '@msc/shared/rules/payment-cards';
import { useState } from 'react';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { EmptyState } from '#ui/empty-state';
import { showApiErrorToast } from '#ui/toast';
import { useRemoveCard, useSetDefaultCard } from '../api/checkout-queries';

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
};
export const brandName = (brand: string) => BRAND_NAMES[brand.toLowerCase()] ?? brand;
const expiry = (yearMonth: string) => `${yearMonth.slice(5, 7)}/${yearMonth.slice(0, 4)}`;

interface SavedCardsProps {
  cards: PaymentMethod[];
  /** With a selection, each card is a radio (the payment panel); without, a plain list (the account). */
  selectedId?: string;
  onSelect?: (id: string) => void;
  /** Without Set as default and Delete: while staff act as the user, the cards are theirs alone. */
  readOnly?: boolean;
}

export function SavedCards({ cards, selectedId, onSelect, readOnly = false }: SavedCardsProps) {
  const removeCard = useRemoveCard();
  const setDefault = useSetDefaultCard();
  const [toDelete, setToDelete] = useState<PaymentMethod>();

  if (cards.length === 0) return <EmptyState message={emptyStates.creditCards} />;
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2" aria-label={paymentTexts.savedCards}>
        {cards.map((card) => {
          const selectable = onSelect && !card.isExpired;
          const label = orderTexts.cardEnding(brandName(card.paymentData.cardBrand), card.paymentData.last4);
          return (
            <li
              key={card.id}
              className={`rounded-lg border p-4 ${selectedId === card.id ? 'border-blue-600 ring-2 ring-blue-600/30' : 'border-slate-200'} bg-white`}
            >
              <div className="flex items-start gap-3">
                {onSelect && (
                  <input
                    type="radio"
                    name="payment-card"
                    className="mt-1 h-4 w-4"
                    aria-label={label}
                    checked={selectedId === card.id}
                    disabled={!selectable}
                    onChange={() => onSelect(card.id)}
                  />
                )}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-semibold text-slate-900">
                    {label}
                    {card.isDefault && (
                      <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
                        {paymentTexts.default}
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    {card.name} · Expires {expiry(card.expirationDate)}
                  </p>
                  {card.isExpired && <p className="font-medium text-red-700">{notices.cardExpired}</p>}
                </div>
              </div>
              {!readOnly && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {checkSetDefaultCard(card).ok && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={setDefault.isPending && setDefault.variables === card.id}
                      onClick={() => setDefault.mutate(card.id, { onError: showApiErrorToast })}
                    >
                      {paymentTexts.setAsDefault}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setToDelete(card)}
                    aria-label={paymentTexts.deleteCard(label)}
                  >
                    {paymentTexts.delete}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        prompt={confirmPrompts.deleteCard}
        variant="danger"
        pending={removeCard.isPending}
        onConfirm={() =>
          toDelete &&
          removeCard.mutate(toDelete.id, {
            onSuccess: () => setToDelete(undefined),
            onError: showApiErrorToast,
          })
        }
      />
    </>
  );
}
