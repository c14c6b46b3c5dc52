import { paths } from '../routes/paths';
import { channelChoicePath } from './asset-selection';
import { queryFlag, withQuery } from './route-url';

/**
 * The annual-auto sub-code pages (spec 2 §2 "Annual auto pages: express-ordering (Yes/No), select-channel
 * (direct mail, email, multi-channel), personalization-sub-codes, select-sub-codes (select all, clear all,
 * checkboxes), apply same personalization yes/no"), wired into the personalization flow: the answers travel
 * in the query until the asset is chosen, then the order state carries the chosen sub codes.
 *
 * Express ordering Yes: channel → sub codes → (two or more) same personalization → personalize the sub
 * codes, one order for all of them or one per sub code. No: channel → the asset selection for every sub
 * code of the agency.
 *
 * "Express ordering" here is not spec 1's Express Order (the bulk order state): that one mails each sub
 * code's policyholders and needs a product that allows express ordering (spec 1 §6), while this letter
 * mails each chosen sub code's Annual Auto customers and the Annual Auto products do not allow it.
 */
export type AnnualAutoChannel = 'direct-mail' | 'email' | 'multi-channel';
export const ANNUAL_AUTO_CHANNELS = ['direct-mail', 'email', 'multi-channel'] as const;

export interface AnnualAutoChoices {
  express?: boolean | string | null;
  channel?: string | null;
  /** Stat ids of the chosen sub codes. */
  subCodes?: readonly string[];
  same?: boolean | string | null;
}

export const parseChannel = (value: string | null | undefined): AnnualAutoChannel =>
  (ANNUAL_AUTO_CHANNELS as readonly string[]).includes(value ?? '')
    ? (value as AnnualAutoChannel)
    : 'direct-mail';

/** The comma-joined stat ids of the query, without blanks or repeats. */
export function parseSubCodes(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

function query(choices: AnnualAutoChoices) {
  return {
    express: choices.express === undefined ? undefined : queryFlag(choices.express),
    channel: choices.channel ?? undefined,
    subCodes: choices.subCodes?.join(',') || undefined,
    same: choices.same === undefined || choices.same === null ? undefined : queryFlag(choices.same),
  };
}

/** Where an annual-auto order starts from the chosen sub codes (all of the agency's when none). */
export function annualAutoAssetPath(channel: string | null | undefined, subCodes: readonly string[] = []) {
  return channelChoicePath(parseChannel(channel), {
    programType: 'AnnualAuto',
    subCodes: subCodes.join(',') || undefined,
  });
}

/** Express ordering answered: on to the channel, keeping the answer. */
export const expressOrderingNext = (express: boolean) =>
  withQuery(paths.annualAutoSelectChannel, query({ express }));

/** The channel chosen: express ordering picks the sub codes next; otherwise the asset selection. */
export function channelNext(choices: AnnualAutoChoices & { channel: AnnualAutoChannel }): string {
  if (!queryFlag(choices.express)) return annualAutoAssetPath(choices.channel);
  return withQuery(paths.annualAutoSelectSubCodes, query({ express: true, channel: choices.channel }));
}

/** Sub codes chosen: two or more ask whether they share one personalization; one goes on at once. */
export function subCodesNext(choices: AnnualAutoChoices & { subCodes: readonly string[] }): string {
  const carried = query({ express: true, channel: choices.channel, subCodes: choices.subCodes });
  if (choices.subCodes.length > 1) return withQuery(paths.annualAutoSamePersonalization, carried);
  return withQuery(paths.annualAutoPersonalizationSubCodes, { ...carried, same: true });
}

/** Same personalization answered: the sub codes to personalize, together or one by one. */
export const samePersonalizationNext = (choices: AnnualAutoChoices & { same: boolean }) =>
  withQuery(paths.annualAutoPersonalizationSubCodes, query({ ...choices, express: true }));

const ANNUAL_AUTO_PAGES = {
  'express-ordering': paths.annualAutoExpressOrdering,
  'select-channel': paths.annualAutoSelectChannel,
  'select-sub-codes': paths.annualAutoSelectSubCodes,
  'same-personalization': paths.annualAutoSamePersonalization,
} as const;

/** The sub-code pages' way back, one page at a time. */
export const annualAutoPagePath = (page: keyof typeof ANNUAL_AUTO_PAGES, choices: AnnualAutoChoices = {}) =>
  withQuery(ANNUAL_AUTO_PAGES[page], query(choices));

/**
 * The orders the personalize page starts: one for every chosen sub code with the same personalization,
 * otherwise one per sub code.
 */
export function subCodeOrders(choices: AnnualAutoChoices & { subCodes: readonly string[] }) {
  if (queryFlag(choices.same))
    return [
      { subCodes: [...choices.subCodes], path: annualAutoAssetPath(choices.channel, choices.subCodes) },
    ];
  return choices.subCodes.map((statId) => ({
    subCodes: [statId],
    path: annualAutoAssetPath(choices.channel, [statId]),
  }));
}
