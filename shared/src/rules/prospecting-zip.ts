import type { ProspectCount, ProspectOption } from '../model/prospecting';

/** The prospecting ZIP step (spec 2 §2, §4, §5). */

/** ZIP codes typed comma separated: trimmed, empty entries and repeats dropped. */
export function parseZipCodes(text: string | null | undefined): string[] {
  const codes = (text ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/** Check Availability is disabled with no ZIP codes. */
export function canCheckAvailability(zipCodes: readonly string[]): boolean {
  return zipCodes.length > 0;
}

/**
 * A typed quantity: non-numeric input is ignored (the previous quantity stays) and a number is clamped
 * to 0..available.
 */
export function clampProspectQuantity(input: string, available: number, previous: number): number {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return previous;
  return Math.min(Number(trimmed), Math.max(0, available));
}

/** The with-phone options include prospect phone numbers. */
export function includesPhoneNumber(option: ProspectOption): boolean {
  return option === 'withPhoneAll' || option === 'withPhoneQuantity';
}

/**
 * The target count of the chosen option: all available prospects, or the quantity chosen for it
 * (clamped to what is available).
 */
export function prospectTargetCount(
  option: ProspectOption,
  available: ProspectCount,
  chosen: { withPhone: number; withoutPhone: number },
): number {
  switch (option) {
    case 'withPhoneAll':
      return available.withPhone;
    case 'withPhoneQuantity':
      return Math.min(chosen.withPhone, available.withPhone);
    case 'withoutPhoneAll':
      return available.withoutPhone;
    case 'withoutPhoneQuantity':
      return Math.min(chosen.withoutPhone, available.withoutPhone);
  }
}

/** Next (save the ZIP data, go to step 3) is enabled only if the chosen option has a target count above 0. */
export function canContinueFromZipStep(
  option: ProspectOption | null | undefined,
  targetCount: number,
): boolean {
  return option != null && targetCount > 0;
}
