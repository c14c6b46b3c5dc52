import type { AgencyDetails } from '@msc/shared/model/agency';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import { formatPhone } from '@msc/shared/rules/formatting';

/**
 * The form as last entered, else filled from the agency's details and the user: most agents then only
 * check it. Values are cut to the form's maxima so a long stored name never makes the form invalid unseen.
 */
export function personalizationDefaults(
  saved: PersonalizationForm | undefined,
  agency: AgencyDetails | undefined,
  user: { firstName: string; lastName: string; email: string },
): PersonalizationForm {
  if (saved)
    return { ...saved, licenseNumber: saved.licenseNumber ?? '', addressLine2: saved.addressLine2 ?? '' };
  return {
    agencyName: agency?.agencyName ?? '',
    licenseNumber: '',
    agentFirstName: user.firstName,
    agentLastName: user.lastName,
    agentPhone: agency?.phone ? formatPhone(agency.phone) : '',
    agentEmail: user.email,
    addressLine1: agency?.addressLine1 ?? '',
    addressLine2: agency?.addressLine2 ?? '',
    city: agency?.city ?? '',
    state: agency?.state ?? '',
    postalCode: agency?.postalCode ?? '',
  };
}
