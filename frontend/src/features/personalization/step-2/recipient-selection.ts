import { useCallback, useMemo, useState } from 'react';

/**
 * Who is ticked in the self-selection table. Ticking one by one keeps the picked policy numbers;
 * "Select all N" flips to every eligible policyholder less the ones unticked since, so selecting a
 * large book never needs its policy numbers in the browser.
 */
export type RecipientSelection =
  | { mode: 'picked'; policyNumbers: ReadonlySet<string> }
  | { mode: 'all'; except: ReadonlySet<string> };

/** `initial`: the ids ticked at the start, or 'all' (every row ticked, e.g. a data list's records). */
export function useRecipientSelection(initial: readonly string[] | 'all') {
  const [selection, setSelection] = useState<RecipientSelection>(() =>
    initial === 'all'
      ? { mode: 'all', except: new Set() }
      : { mode: 'picked', policyNumbers: new Set(initial) },
  );

  const isSelected = useCallback(
    (policyNumber: string) =>
      selection.mode === 'picked'
        ? selection.policyNumbers.has(policyNumber)
        : !selection.except.has(policyNumber),
    [selection],
  );

  /** Ticks (or unticks) the given policy numbers. */
  const setSelected = useCallback((policyNumbers: readonly string[], selected: boolean) => {
    setSelection((current) => {
      const next = new Set(current.mode === 'picked' ? current.policyNumbers : current.except);
      // In 'all' mode the set holds the unticked ones: ticking removes from it.
      const add = current.mode === 'picked' ? selected : !selected;
      for (const policyNumber of policyNumbers) {
        if (add) next.add(policyNumber);
        else next.delete(policyNumber);
      }
      return current.mode === 'picked'
        ? { mode: 'picked', policyNumbers: next }
        : { mode: 'all', except: next };
    });
  }, []);

  const selectAll = useCallback(() => setSelection({ mode: 'all', except: new Set() }), []);
  const clear = useCallback(() => setSelection({ mode: 'picked', policyNumbers: new Set() }), []);

  const countOf = useCallback(
    (eligibleCount: number) =>
      selection.mode === 'picked'
        ? selection.policyNumbers.size
        : Math.max(0, eligibleCount - selection.except.size),
    [selection],
  );

  /** The request body of PUT recipients for this selection. */
  const body = useMemo(
    () =>
      selection.mode === 'picked'
        ? { policyNumbers: [...selection.policyNumbers] }
        : { all: true as const, except: [...selection.except] },
    [selection],
  );

  return { selection, isSelected, setSelected, selectAll, clear, countOf, body };
}
