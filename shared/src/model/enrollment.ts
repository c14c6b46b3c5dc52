import * as z from 'zod';
import { validation } from '../messages';
import { LICENSE_NUMBER_MIN_LENGTH } from '../rules/constants';
import { CrossSellTypeCode } from './enums';
import { StatCode } from './fields';

/** License number minimum when the agency requires one (spec 1 §9). */
export const LICENSE_NUMBER_MIN = LICENSE_NUMBER_MIN_LENGTH;

/** Enroll a sub code in an automated cross-sell programme (spec 1 §3 "Enrollment"). */
export const Enrollment = z.object({
  statCode: StatCode,
  crossSellType: CrossSellTypeCode,
  licenseNumber: z.string().trim().max(20, validation.tooLong(20)).optional(),
});
export type Enrollment = z.infer<typeof Enrollment>;

/** The enrollment schema for an agency: with isLicenseNumberRequired, the license needs at least 7 characters. */
export function enrollmentFor(isLicenseNumberRequired: boolean) {
  if (!isLicenseNumberRequired) return Enrollment;
  return Enrollment.extend({
    licenseNumber: z
      .string()
      .trim()
      .min(LICENSE_NUMBER_MIN, validation.licenseNumberTooShort(LICENSE_NUMBER_MIN))
      .max(20, validation.tooLong(20)),
  });
}

export const EnrollmentResult = z.object({ succeeded: z.boolean() });
export type EnrollmentResult = z.infer<typeof EnrollmentResult>;
