import type { PaymentMethod } from '@msc/shared/model/payment';
import { cardForCart } from '@msc/shared/rules/payment-cards';
import { useCallback, useState } from 'react';

const KEY = 'msc.checkout.paymentMethodId';

/**
 * The card chosen for this cart, kept for the tab (payment page → review). Falls back to the default
 * card (spec 1 §4 "Payment panel on load") when none was chosen or the chosen one is gone.
 */
export function useSelectedCard(cards: readonly PaymentMethod[] | undefined) {
  const [chosen, setChosen] = useState(() => sessionStorage.getItem(KEY) ?? undefined);
  const select = useCallback((id: string) => {
    sessionStorage.setItem(KEY, id);
    setChosen(id);
  }, []);
  const selected =
    cards?.find((card) => card.id === chosen && !card.isExpired) ?? (cards ? cardForCart(cards) : undefined);
  return { selected, select };
}

export function clearSelectedCard() {
  sessionStorage.removeItem(KEY);
}
