import { confirmPrompts } from './confirm-prompts';

/** Questions asked by the flows, verbatim. */
export const questions = {
  sendToAllPolicyholders: 'Would you like to send to all Policyholders?',
  howMailingSent: 'How would you like your mailing to be sent?',
  linesOfBusiness: 'What lines of business would you like to promote?',
  useSavedItem: confirmPrompts.useSavedItem.message,
} as const;
