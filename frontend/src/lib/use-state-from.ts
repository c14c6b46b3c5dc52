import { useState } from 'react';

/**
 * State that starts as `source` and is set back to it whenever `resetOn` (the source itself unless given)
 * changes: the cart's quantity after the server answered, the keyword of the address; the user's edits are
 * kept in between. Set while rendering, not in an effect: an effect runs after the paint, on Preact even
 * after a key typed in the first frame, and would put the starting value back over what was typed.
 */
export function useStateFrom<T>(source: T, resetOn: unknown = source) {
  const [state, setState] = useState(source);
  const [seen, setSeen] = useState(resetOn);
  if (!Object.is(seen, resetOn)) {
    setSeen(resetOn);
    setState(source);
  }
  return [state, setState] as const;
}
