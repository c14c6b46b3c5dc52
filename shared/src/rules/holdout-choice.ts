import type { Holdout } from '../model/holdout';
import { type HoldoutPercent, holdoutSize, newHoldoutSeed, splitHoldout } from './holdout';
import { priceForCount } from './pricing';

/**
 * A piece's holdout as the server keeps it (issue 48): the share, the seed that fixes who is held out, and
 * how many of the cleaned list that is. The list stays whole on the piece (a new cleaning or share splits
 * it again); what is mailed, counted and charged is the list less the held out.
 */
export interface StoredHoldout {
  percent: Exclude<HoldoutPercent, 0>;
  seed: number;
  heldOut: number;
}

/** The share chosen: none at 0; otherwise the seed kept (the same draw again), or a new one. */
export function chooseHoldout(
  current: Pick<StoredHoldout, 'seed'> | undefined,
  percent: HoldoutPercent,
  random: () => number = Math.random,
): Omit<StoredHoldout, 'heldOut'> | undefined {
  if (percent === 0) return undefined;
  return { percent, seed: current?.seed ?? newHoldoutSeed(random) };
}

/**
 * A cleaned list of `cleaned` recipients priced with its holdout: the count and price are the mailed ones'
 * (the held out are neither mailed nor charged), and the holdout says how many it holds.
 */
export function mailedPricing(
  cleaned: number,
  unitPrice: number,
  holdout: Omit<StoredHoldout, 'heldOut'> | undefined,
): { targetCount: number; totalPrice: number; holdout: StoredHoldout | undefined } {
  const heldOut = holdout ? holdoutSize(cleaned, holdout.percent) : 0;
  const targetCount = cleaned - heldOut;
  return {
    targetCount,
    totalPrice: priceForCount(targetCount, unitPrice),
    holdout: holdout ? { percent: holdout.percent, seed: holdout.seed, heldOut } : undefined,
  };
}

/** The cleaned list split by the stored holdout: everyone is mailed when there is none. */
export function splitByHoldout<T>(
  contacts: readonly T[],
  holdout: { percent: HoldoutPercent; seed: number } | undefined,
): { mailed: T[]; heldOut: T[] } {
  return holdout
    ? splitHoldout(contacts, holdout.percent, holdout.seed)
    : { mailed: [...contacts], heldOut: [] };
}

/** What the API shows of a holdout (never the seed): the share, the held out and the mailed. */
export const holdoutView = (holdout: StoredHoldout | undefined, mailed: number): Holdout | undefined =>
  holdout ? { percent: holdout.percent, heldOut: holdout.heldOut, mailed } : undefined;
