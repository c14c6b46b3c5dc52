import { LICENSE_NUMBER_MIN_LENGTH, LICENSE_NUMBER_REQUIRED_STATES } from './constants';
import { hasCapability, type RoleHolder } from './roles';

/** A default agency id of 0 (or none) means no default agency. */
export function hasDefaultAgency(defaultAgencyId: number | null | undefined): boolean {
  return typeof defaultAgencyId === 'number' && defaultAgencyId > 0;
}

/**
 * Save For Later requires a default agency with id above 0.
 * @alias
 */
export const canSaveForLater = hasDefaultAgency;
/**
 * Growth opportunities (home, cross-sell) need a default agency; otherwise best-practice tips show.
 * @alias
 */
export const canSeeGrowthOpportunities = hasDefaultAgency;
/**
 * Prospecting (Order now) needs a default agency; with id 0 it does nothing.
 * @alias
 */
export const canStartProspecting = hasDefaultAgency;

export function isOwnerMaster(agency: { isOwnerMaster?: boolean | null } | null | undefined): boolean {
  return agency?.isOwnerMaster === true;
}

export interface SubCodeCount {
  statId: string;
  policyHoldersCount: number;
}

/** Sub codes other than the agency's own stat code that have at least one policyholder. */
export function hasOtherSubCodesWithPolicyholders(
  ownStatId: string,
  subCodes: readonly SubCodeCount[],
): boolean {
  return subCodes.some((subCode) => subCode.statId !== ownStatId && subCode.policyHoldersCount > 0);
}

export interface ExpressOrderEligibilityInput {
  agency: { statId: string; isOwnerMaster?: boolean | null };
  product: { isExpressOrderingAllowed?: boolean | null };
  subCodes: readonly SubCodeCount[];
}

/**
 * The express-order shortcut: the agency is the owner master, the product allows express ordering,
 * and other sub codes with policyholders exist.
 */
export function canUseExpressOrder({ agency, product, subCodes }: ExpressOrderEligibilityInput): boolean {
  return (
    isOwnerMaster(agency) &&
    product.isExpressOrderingAllowed === true &&
    hasOtherSubCodesWithPolicyholders(agency.statId, subCodes)
  );
}

export interface InitialAgencyModalInput {
  user: RoleHolder;
  defaultAgencyId: number | null | undefined;
  /** How many agencies the user may act for. */
  agencyCount: number;
  /** True once the user has picked an agency in this session. */
  hasChosenAgency: boolean;
}

/**
 * The Change Agency modal opens on first load for the Agent role only, when the default agency id
 * is 0, several agencies exist and none has been chosen yet.
 */
export function shouldShowInitialAgencyModal(input: InitialAgencyModalInput): boolean {
  return (
    hasCapability(input.user, 'agencyModalOnFirstLoad') &&
    !hasDefaultAgency(input.defaultAgencyId) &&
    input.agencyCount > 1 &&
    !input.hasChosenAgency
  );
}

/**
 * Return To My Profile appears only when the agency in effect is neither the default agency nor the
 * initial one (an agent's first chosen agency, remembered until Return To My Profile).
 */
export function canReturnToMyProfile(input: {
  currentAgencyId: number | null | undefined;
  defaultAgencyId: number | null | undefined;
  initialAgencyId: number | null | undefined;
}): boolean {
  const { currentAgencyId, defaultAgencyId, initialAgencyId } = input;
  if (!hasDefaultAgency(currentAgencyId)) return false;
  return currentAgencyId !== defaultAgencyId && currentAgencyId !== initialAgencyId;
}

export interface EnrollButtonInput {
  oppCount: number;
  isLicenseNumberRequired: boolean;
  licenseNumber: string | null | undefined;
}

/** The license number is long enough: at least 7 characters, surrounding spaces ignored. */
export function isLicenseNumberLongEnough(licenseNumber: string | null | undefined): boolean {
  return (licenseNumber ?? '').trim().length >= LICENSE_NUMBER_MIN_LENGTH;
}

/**
 * Enroll is disabled when oppCount is under 1, or when the agency requires a license number and the
 * entered one has fewer than 7 characters.
 */
export function isEnrollDisabled({
  oppCount,
  isLicenseNumberRequired,
  licenseNumber,
}: EnrollButtonInput): boolean {
  if (!(oppCount >= 1)) return true;
  return isLicenseNumberRequired && !isLicenseNumberLongEnough(licenseNumber);
}

/** Personalization: the license number is required when the state is CA or AR. */
export function isLicenseNumberRequiredForState(state: string | null | undefined): boolean {
  const code = (state ?? '').trim().toUpperCase();
  return (LICENSE_NUMBER_REQUIRED_STATES as readonly string[]).includes(code);
}

/**
 * Multi-address shipping, custom download and personalization depend on the current agency or an
 * admin-access role (spec 1 §6): the one rule the three flows apply, in the API and in the SPA. Refused, they
 * say 'The user's current agency cannot be found, or they're not assigned to a current agency.'
 * (errors.customDownloadNoAgency, the spec's wording of it).
 */
export function hasAgencyOrAdminAccess(
  user: RoleHolder,
  currentAgencyId: number | null | undefined,
): boolean {
  return hasDefaultAgency(currentAgencyId) || hasCapability(user, 'adminAccess');
}
