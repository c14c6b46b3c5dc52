import { useSearchParams } from 'react-router';

export type SearchChanges = Record<string, string | number | undefined>;

/**
 * A list page's state lives in the URL (a reload or a shared link shows the same view): the current
 * parameters, and `update` that sets the given keys and removes those given as undefined or ''.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: SearchChanges) =>
    setSearch((before) => {
      const next = new URLSearchParams(before);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  return { search, update };
}
