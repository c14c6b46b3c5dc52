/**
 * Per-user limits on expensive work (ASVS V2.4.1, anti-automation): what one user may ask for in a window,
 * so one agent looping a proof render or a state-machine start cannot fill the functions' reserved
 * concurrency for everyone. A fixed window per user, counted by one atomic update of the attempts store
 * (no read first, so parallel calls cannot slip past); a burst across a window's edge is at most twice the
 * window's figure, which the reserved concurrency absorbs.
 */
export const USAGE_LIMITS = {
  /** Rendering a proof PDF (the document editor): seconds of CPU each. */
  proofRender: { perWindow: 10, windowSeconds: 60 },
  /** Opening a report in the viewer (a query over an agency's history). */
  reportView: { perWindow: 20, windowSeconds: 60 },
  /** A file export (orders, detail rows, prospects, lists, the audit trail): a read of every row. */
  export: { perWindow: 10, windowSeconds: 60 },
  /** A page of an upload's or a feed's records (the valid filter reads the stored file). */
  recordPage: { perWindow: 120, windowSeconds: 60 },
  /** A write that starts a state-machine run (Express Order, list cleaning, uploads, add to cart). */
  workflowStart: { perWindow: 20, windowSeconds: 60 },
} as const satisfies Record<string, { perWindow: number; windowSeconds: number }>;

export type UsageLimitName = keyof typeof USAGE_LIMITS;

export type UsageDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether the `count`th use of `name` in its current window (counted at `nowSeconds`, epoch seconds) may
 * go ahead, and if not, how long until the window ends (at least a second).
 */
export function usageDecision(name: UsageLimitName, count: number, nowSeconds: number): UsageDecision {
  const { perWindow, windowSeconds } = USAGE_LIMITS[name];
  if (count <= perWindow) return { allowed: true };
  const elapsed = Math.floor(nowSeconds) % windowSeconds;
  return { allowed: false, retryAfterSeconds: Math.max(1, windowSeconds - elapsed) };
}
