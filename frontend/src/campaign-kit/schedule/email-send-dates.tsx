import { personalizationTexts as texts } from '@msc/shared/messages';
import { emailSendDatesOf } from '@msc/shared/rules/email-send-date';
import { formatDate } from '@msc/shared/rules/formatting';

/**
 * When the piece's e-mail is sent, from the one e-mail rule (spec 2 §9): the stored send dates of an
 * e-mail-only piece, the follow-up of a multi-channel letter; nothing for a letter alone. Step 3 and the
 * review show the same dates the order page and the calendar read from the stored schedule.
 */
export function EmailSendDates({
  piece,
  rows,
}: {
  piece: { channelType: number; isMultiChannel?: boolean; programType?: string | null };
  rows: readonly { mailDate: string }[];
}) {
  const dates = emailSendDatesOf(piece, rows);
  if (dates.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="email-send-dates">
      {texts.emailSentOn(dates.map((date) => formatDate(date)).join(', '))}
    </p>
  );
}
