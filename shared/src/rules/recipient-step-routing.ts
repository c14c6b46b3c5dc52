import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { normalizeProgramType } from './program-type-tab';
import { queryFlag } from './route-url';

/**
 * The mail-schedule step of a program (spec 2 §2 Steppers, §4): win-back has its own page (one mailing on
 * the next 13th), AnnualAuto and PetInsurance have none (the three-step stepper: their step 2 leads to the
 * review), every other program the drop-date step.
 */
export type ScheduleStep = 'drop-date' | 'win-back' | 'none';

export function scheduleStepOf(programType: string | null | undefined): ScheduleStep {
  const program = normalizeProgramType(programType);
  if (program === 'WinBack') return 'win-back';
  if (program === 'AnnualAuto' || program === 'PetInsurance') return 'none';
  return 'drop-date';
}

const SCHEDULE_STEP_PAGES = {
  'win-back': paths.winBackSchedule,
  none: paths.personalizationStep2,
  'drop-date': paths.mailSchedule,
} as const satisfies Record<ScheduleStep, string>;

/**
 * Where the mail-schedule step of the order state is: step-3-win-back for win-back, else step 3 (for a
 * program without one, the recipients' step 2). review=true comes back to the review.
 */
export function scheduleStepPath(input: {
  orderStateId: string;
  programType?: string | null;
  review?: boolean | string | null;
}): string {
  const query = queryFlag(input.review) ? '?review=true' : '';
  const page = SCHEDULE_STEP_PAGES[scheduleStepOf(input.programType)];
  return `${pathTo(page, { id: input.orderStateId })}${query}`;
}

/**
 * Where the recipient step (step 2) leads (spec 2 §2, §4): on to the program's mail schedule (step 3, or
 * step-3-win-back), straight to the review for a program without one, or back to the review (step 4)
 * when it was opened from the review's Edit (review=true).
 */
export function recipientStepNextPath(input: {
  orderStateId: string;
  review?: boolean | string | null;
  programType?: string | null;
}): string {
  const step = scheduleStepOf(input.programType);
  if (queryFlag(input.review) || step === 'none') {
    return pathTo(paths.personalizationReview, { id: input.orderStateId });
  }
  return scheduleStepPath({ orderStateId: input.orderStateId, programType: input.programType });
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

/**
 * The retention-side programs whose step 2 picks from a list of the agency's customers (spec 2 §2 "AnnualAuto,
 * Winback, AgencyReferral, PetInsurance: variants exist"): the Win Back list, the annual-auto list, the
 * pet-insurance cross-sell list, or (referral) every policyholder. Undefined for the other programs.
 */
export type RetentionRecipientList = 'win-back' | 'annual-auto' | 'pet' | 'referral';

export function retentionRecipientList(
  programType: string | null | undefined,
): RetentionRecipientList | undefined {
  switch (normalizeProgramType(programType)) {
    case 'WinBack':
      return 'win-back';
    case 'AnnualAuto':
      return 'annual-auto';
    case 'PetInsurance':
      return 'pet';
    case 'AgencyReferral':
      return 'referral';
    default:
      return undefined;
  }
}
