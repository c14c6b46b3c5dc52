import type { SubCodeTileState } from '@msc/shared/model/bulk-order-state';

/**
 * The state of one tile of the sub code strip (spec 1 §2: no action, active, done, todo): a sub code not
 * chosen needs no action; the one being worked on is active; a chosen one is done once its part is
 * finished (its personalization stored), otherwise still to do.
 */
export function subCodeTileState(input: {
  selected: boolean;
  current: boolean;
  done: boolean;
}): SubCodeTileState {
  if (!input.selected) return 'noAction';
  if (input.current) return 'active';
  return input.done ? 'done' : 'todo';
}
