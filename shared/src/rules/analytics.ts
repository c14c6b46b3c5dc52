/**
 * The analytics pushes of both specs (spec 1 §7 "Analytics pushes exist and are not product behaviour"; spec 2
 * §7 "Analytics pushes with tileCode, lob, productNames"; /cross-sell/express-ordering "records an analytics
 * tile 'ExpressOrdering'"): what each push carries, in the `dataLayer` shape a tag manager reads. Where they go
 * is the SPA's adapter (frontend/src/lib/analytics.ts).
 */
export type AnalyticsPush =
  /** A tile (a campaign's entry point) was opened: its code. */
  | { event: 'tile'; tileCode: string }
  /** A line of business was chosen to promote (prospecting's "What lines of business…"). */
  | { event: 'lineOfBusiness'; lob: string }
  /** Products went into the cart: their names, and the line of business where the flow knows it. */
  | { event: 'addToCart'; productNames: string[]; lob?: string };

/** The tile codes the spec names. */
export const TILE_CODES = { expressOrdering: 'ExpressOrdering' } as const;

export const tilePush = (tileCode: string): AnalyticsPush => ({ event: 'tile', tileCode });

export const lineOfBusinessPush = (lob: string): AnalyticsPush => ({ event: 'lineOfBusiness', lob });

/**
 * Products added to the cart: their names in the order added, blank names left out (a product still
 * loading), and the line of business when one is given; undefined when no name is left to push.
 */
export function addToCartPush(
  productNames: readonly string[],
  lob?: string | null,
): AnalyticsPush | undefined {
  const names = productNames.map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return undefined;
  return { event: 'addToCart', productNames: names, ...(lob ? { lob } : {}) };
}
