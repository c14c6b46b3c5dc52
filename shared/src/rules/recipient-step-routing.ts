import { queryFlag, segment } from './route-url';

/**
 * Where the recipient step (step 2) leads (spec 2 §2, §4): on to the mail schedule (step 3), or back to
 * the review (step 4) when it was opened from the review's Edit (review=true).
 */
export function recipientStepNextPath(input: {
  orderStateId: string;
  review?: boolean | string | null;
}): string {
  const id = segment(input.orderStateId);
  return queryFlag(input.review) ? `/personalization/step-4/${id}` : `/personalization/step-3/${id}`;
}

/** Program types whose step 2 is the policyholder selection ('Would you like to send to all Policyholders?'). */
export function selectsPolicyholders(programType: string | null | undefined): boolean {
  const key = programType?.trim().toLowerCase();
  return key === 'crosssell' || key === 'crosssellemail';
}

/**
 * Program types whose step 2 buys prospects: the list type choice (purchase a list of prospects, or select
 * your list) then the ZIP panel (spec 2 §2).
 */
export function buysProspects(programType: string | null | undefined): boolean {
  return programType?.trim().toLowerCase() === 'prospecting';
}

/** Program types whose step 2 is the agent's own mail list (upload a new one or use an agency list). */
export function mailsOwnList(programType: string | null | undefined): boolean {
  return programType?.trim().toLowerCase() === 'datalistupload';
}
