/**
 * The home page's "New responses" panel (issue 48): the agency's newest responses to its mailed pieces, a
 * few of them, from the last two weeks (`responseTexts.panel.empty` names the window).
 */

/** How many responses the panel shows at most. */
export const NEW_RESPONSES_SHOWN = 5;
/** How far back the panel looks, in days. */
export const NEW_RESPONSES_DAYS = 14;

/** The instant (ISO) from which the panel shows responses at `nowMs`. */
export const newResponsesSince = (nowMs: number): string =>
  new Date(nowMs - NEW_RESPONSES_DAYS * 86_400_000).toISOString();
