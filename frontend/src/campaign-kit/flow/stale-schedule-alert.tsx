import { mailDateTexts } from '@msc/shared/messages';
import type { StaleSchedule } from '@msc/shared/model/order-state';
import { Link } from 'react-router';
import { ApiRequestError } from '#lib/api-client';
import { ErrorAlert } from '#ui/error-alert';
import { textLinkClasses } from '#ui/text-link';

/** Step 3 of a piece or of an Express Order: the only pages a stale-schedule link may lead to. */
const STEP_3 = /^\/(personalization\/step-3(-win-back)?|expressorder\/step-3)\/[^/?#]+$/;

/**
 * Mail dates that no longer hold today (resumed, or left in the cart): the server's text and a link back to
 * step 3 of that piece, where new dates are picked.
 */
export function StaleScheduleAlert({ notice, className }: { notice: StaleSchedule; className?: string }) {
  const linked = STEP_3.test(notice.step3Path);
  return (
    <ErrorAlert className={className}>
      {notice.message}{' '}
      {linked && (
        <Link to={notice.step3Path} className={textLinkClasses}>
          {mailDateTexts.pickNewDates}
        </Link>
      )}
    </ErrorAlert>
  );
}

/** A refusal of add to cart or place order for stale mail dates: its text and step 3, else undefined. */
export function staleScheduleOfError(error: unknown): StaleSchedule | undefined {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return undefined;
  const step3Path = error.fieldErrors?.step3Path?.[0];
  return step3Path ? { message: error.message, step3Path } : undefined;
}
