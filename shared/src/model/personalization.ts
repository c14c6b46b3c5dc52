import * as z from 'zod';
import { validation } from '../messages';
import { isLicenseNumberRequiredForState } from '../rules/agency-eligibility';
import { LICENSE_NUMBER_REQUIRED_STATES, PERSONALIZATION_MAX_LENGTHS } from '../rules/constants';
import { ZIP_PATTERN } from './field-patterns';
import { emptyOr, Id, optionalText, requiredEmail, requiredPhone, requiredText, usState } from './fields';

/**
 * Field maxima of the personalization form (spec 2 §5). addressLine2 and province are not given by the
 * spec; they follow addressLine1 and city.
 */
export const PERSONALIZATION_MAX = {
  ...PERSONALIZATION_MAX_LENGTHS,
  addressLine2: PERSONALIZATION_MAX_LENGTHS.addressLine1,
  province: PERSONALIZATION_MAX_LENGTHS.city,
} as const;

/** States in which the license number is required (spec 2 §5). */
export const LICENSE_REQUIRED_STATES: readonly string[] = LICENSE_NUMBER_REQUIRED_STATES;

export const isLicenseNumberRequiredIn = isLicenseNumberRequiredForState;

const M = PERSONALIZATION_MAX;

/**
 * The agency and agent form of personalization step 1 (spec 2 §3, §5). The spec gives the maxima; the
 * required fields are those the older prototype marks with * (agency name, agent names, phone, email,
 * address, city, state, zip). The email is one address only (used for lead distribution). The license
 * number is required when the state is CA or AR.
 */
export const PersonalizationForm = z
  .object({
    id: z.string().max(100).optional(),
    agencyName: requiredText(M.agencyName),
    licenseNumber: optionalText(M.licenseNumber),
    agentFirstName: requiredText(M.agentFirstName),
    agentLastName: requiredText(M.agentLastName),
    agentPhone: requiredPhone(M.agentPhone),
    agentEmail: requiredEmail(M.agentEmail),
    addressLine1: requiredText(M.addressLine1),
    addressLine2: optionalText(M.addressLine2),
    city: requiredText(M.city),
    state: usState(),
    province: optionalText(M.province),
    postalCode: requiredText(M.postalCode).refine(emptyOr(ZIP_PATTERN), validation.invalidZip),
    /** From the image library. */
    imageId: z.string().max(100).optional(),
  })
  .superRefine(
    (form, ctx) => {
      const license = typeof form.licenseNumber === 'string' ? form.licenseNumber.trim() : '';
      // `when` lets this run on an otherwise invalid form, so the state may be anything a client sent.
      const state = typeof form.state === 'string' ? form.state : '';
      if (isLicenseNumberRequiredIn(state) && license === '') {
        ctx.addIssue({ code: 'custom', message: validation.licenseNumberRequired, path: ['licenseNumber'] });
      }
    },
    // Check the license rule even while other fields are still invalid.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PersonalizationForm = z.infer<typeof PersonalizationForm>;

/** A ticked checkbox; an unticked one reports `message`. */
function mustBeTicked(message: string) {
  return z.boolean({ error: message }).refine((ticked) => ticked, message);
}

/** The three approvals of step 1 (spec 2 §3, §5): all must be ticked before Next. */
export const ApprovalForm = z.object({
  pdfFinalApproval: mustBeTicked(validation.pdfFinalApprovalRequired),
  acceptTermsAndConditions: mustBeTicked(validation.acceptTermsRequired),
  willNotUseMassachusetts: mustBeTicked(validation.willNotUseMassachusettsRequired),
});
export type ApprovalForm = z.infer<typeof ApprovalForm>;

/** Submit personalization: the personalization fields merged with the approval fields (spec 2 §7). */
export const SubmitPersonalization = PersonalizationForm.and(ApprovalForm);
export type SubmitPersonalization = z.infer<typeof SubmitPersonalization>;

/** A rendered PDF proof (spec 2 §3 "PDF details"). */
export const PdfDetails = z.object({
  fileUrl: z.string(),
  totalPages: z.number().int().positive(),
});
export type PdfDetails = z.infer<typeof PdfDetails>;

/**
 * A proof rendered by the document editor: its document id (the order state's pageFlexDocumentId) and a
 * short-lived URL of the PDF.
 */
export const Proof = PdfDetails.extend({ documentId: z.string().min(1) });
export type Proof = z.infer<typeof Proof>;

/** Preview PDF: render the product's template with the step-1 form (spec 2 §4 "personalize"). */
export const RenderProof = z.object({
  productId: Id,
  form: PersonalizationForm,
  /** Render again under the same document id (the editor's DocumentId). */
  documentId: z.string().min(1).max(200).optional(),
});
export type RenderProof = z.infer<typeof RenderProof>;
