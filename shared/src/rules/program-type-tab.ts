import { PROGRAM_TYPES } from '../model/enum-values';
import type { ProgramType } from '../model/enums';

/** The three campaign tabs program types map to (spec 2 §1). */
export const PROGRAM_TABS = ['cross-sell', 'prospecting', 'retention'] as const;
export type ProgramTab = (typeof PROGRAM_TABS)[number];

const PROGRAM_TYPE_TAB: Readonly<Record<ProgramType, ProgramTab | undefined>> = {
  CrossSell: 'cross-sell',
  CrossSellEmail: 'cross-sell',
  PetInsurance: 'cross-sell',
  Prospecting: 'prospecting',
  DataListUpload: 'prospecting',
  Retention: 'retention',
  AnnualAuto: 'retention',
  WinBack: 'retention',
  AgencyReferral: 'retention',
  Other: undefined,
};

/**
 * A program type as written anywhere (query strings, stored states, filter slugs), matched without case
 * or separators, so 'Winback', 'WinBack' and 'cross-sell' are accepted; undefined when it cannot be
 * identified.
 */
export function normalizeProgramType(value: string | null | undefined): ProgramType | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  return PROGRAM_TYPES.find((type) => type.toLowerCase() === key);
}

/**
 * The tab a program type belongs to: cross-sell (CrossSell, CrossSellEmail, PetInsurance),
 * prospecting (Prospecting, DataListUpload), retention (Retention, AnnualAuto, WinBack,
 * AgencyReferral). Other and unidentifiable program types have no tab (undefined).
 */
export function programTypeTab(value: string | null | undefined): ProgramTab | undefined {
  const programType = normalizeProgramType(value);
  return programType === undefined ? undefined : PROGRAM_TYPE_TAB[programType];
}

/**
 * The program types an order-history link asks for (`?programType=` of the campaign pages' resource
 * links): a program type ('Prospecting') or a tab ('prospecting', 'cross-sell') with all its types.
 * Undefined when the value names neither: the history is then not narrowed.
 */
export function programTypesOfQuery(value: string | null | undefined): ProgramType[] | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const key = value.trim().toLowerCase();
  const tab = PROGRAM_TABS.find((name) => name === key || name.replace('-', '') === key);
  if (tab) return PROGRAM_TYPES.filter((type) => PROGRAM_TYPE_TAB[type] === tab);
  const programType = normalizeProgramType(value);
  return programType ? [programType] : undefined;
}
