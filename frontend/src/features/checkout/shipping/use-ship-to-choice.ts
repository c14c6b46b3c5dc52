import type { SetShipTo } from '@msc/shared/model/ship-to';
import { useState } from 'react';
import { showApiErrorToast } from '#ui/toast';
import { useSetShipTo } from '../api/ship-to-queries';

/**
 * Saves a ship-to choice and shows it as made at once: the choice is kept in state from the click until
 * the server answers (then the cart it returns says what is chosen; an error puts the old choice back).
 */
export function useShipToChoice() {
  const setShipTo = useSetShipTo();
  const [picked, setPicked] = useState<SetShipTo | undefined>();
  const choose = (choice: SetShipTo, onSuccess?: () => void) => {
    setPicked(choice);
    setShipTo.mutate(choice, {
      onSuccess: () => onSuccess?.(),
      onError: showApiErrorToast,
      onSettled: () => setPicked(undefined),
    });
  };
  return { picked, choose, isPending: setShipTo.isPending };
}
