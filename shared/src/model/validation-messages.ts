import * as z from 'zod';
import { validation } from '../messages';

/**
 * The words for zod's generic failures, so a field without a message of its own still reads like the
 * portal, in the SPA's forms and in the API's 400 fieldErrors alike. Messages a schema gives win.
 */
export const validationMessages: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? validation.required
        : undefined;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return validation.required;
      if (issue.origin === 'number')
        return validation.atLeast(Number(issue.minimum), issue.inclusive ?? true);
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return validation.tooLong(Number(issue.maximum));
      if (issue.origin === 'number') return validation.atMost(Number(issue.maximum), issue.inclusive ?? true);
      return undefined;
    case 'invalid_format':
      return issue.format === 'email' ? validation.invalidEmail : undefined;
    default:
      return undefined;
  }
};

/** Called once where a runtime starts (the Lambda platform, the SPA's entry). */
export function installValidationMessages(): void {
  z.config({ customError: validationMessages });
}
