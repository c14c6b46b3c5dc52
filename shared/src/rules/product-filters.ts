import type { ProgramType } from '../model/enums';

/**
 * Product search filters travel in the URL as slugs (f-program-type=cross-sell,
 * f-product-format=letter-templates). One slug function serves the URL, the facets and the matching.
 */
export function toSlug(value: string): string {
  return value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Labels of program types as the filter shows them. */
export const PROGRAM_TYPE_LABELS: Record<ProgramType, string> = {
  CrossSell: 'Cross-sell',
  Prospecting: 'Prospecting',
  Retention: 'Retention',
  AnnualAuto: 'Annual Auto',
  WinBack: 'Win Back',
  DataListUpload: 'Data List Upload',
  AgencyReferral: 'Agency Referral',
  CrossSellEmail: 'Cross-sell Email',
  PetInsurance: 'Pet Insurance',
  Other: 'Other',
};

/** Whether a stored value matches one of the requested filter values (slugs or labels, any case). */
export function matchesAny(values: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) return true;
  const wantedSlugs = new Set(wanted.map(toSlug));
  return values.some((value) => wantedSlugs.has(toSlug(value)));
}
