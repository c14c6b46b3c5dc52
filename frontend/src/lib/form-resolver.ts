import { zodResolver } from '@hookform/resolvers/zod';
import { installValidationMessages } from '@msc/shared/model/validation-messages';

// zod is not part of the first paint (to keep the first paint light): the first form to load brings it, and
// gives it the portal's words for its generic failures then.
installValidationMessages();

/** react-hook-form's zod resolver, with the portal's validation messages installed. */
export const formResolver: typeof zodResolver = zodResolver;
