import type { optOutApi } from '@msc/shared/api/opt-out';
import { now, nowMs } from '@msc/shared/clock';
import { apiErrors, notices } from '@msc/shared/messages';
import {
  OPT_OUT_CONFIRMATION_VALID_HOURS,
  OPT_OUT_CONFIRMATIONS_PER_DAY,
  OPT_OUT_REQUESTS_PER_HOUR,
  OPT_OUT_TRACKING_PATH,
} from '@msc/shared/rules/opt-out';
import { withQuery } from '@msc/shared/rules/route-url';
import { ulid } from 'ulid';
import { suppressionKey } from '#data/suppression-key';
import { countAttempt } from '#platform/attempts-store';
import { config } from '#platform/config';
import { escapeHtml } from '#platform/email/email-message';
import { emailSender } from '#platform/email/email-sender';
import { tooManyRequests } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { addToSuppressionList } from '#suppression/index';
import { signOptOutLink, verifiedOptOutAddress } from './opt-out-link';

const HOUR = 3600;
/** The tracker value of a confirmation email's link. */
const CONFIRMATION_TRACKER = 'confirm';

/** Every public opt-out call counts toward its client's limit an hour, before anything is looked at. */
async function limitClient(clientIp: string | undefined) {
  const { attempts } = await countAttempt('optOutClient', clientIp ?? 'unknown', HOUR);
  if (attempts > OPT_OUT_REQUESTS_PER_HOUR) throw tooManyRequests(apiErrors.tooManyOptOutRequests);
}

/** Asks the address itself to confirm: the link in the email is a signed opt-out link that expires. */
async function sendConfirmation(email: string, acknowledgementId: string) {
  // Counted by the address's hash: the table never holds the address of someone opting out.
  const { attempts } = await countAttempt('optOutConfirmation', suppressionKey(email), 24 * HOUR);
  if (attempts > OPT_OUT_CONFIRMATIONS_PER_DAY) return;
  const expiresAt = new Date(nowMs() + OPT_OUT_CONFIRMATION_VALID_HOURS * HOUR * 1000);
  const query = await signOptOutLink(
    { t: CONFIRMATION_TRACKER, i: acknowledgementId, e: email.trim() },
    expiresAt,
  );
  const link = new URL(withQuery(OPT_OUT_TRACKING_PATH, query), config().PORTAL_URL).href;
  await emailSender().send({
    to: email.trim(),
    subject: notices.optOutEmailSubject,
    text: [notices.optOutEmailBody, '', `${notices.optOutEmailLinkLabel}: ${link}`].join('\n'),
    html: `<p>${escapeHtml(notices.optOutEmailBody)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(
      notices.optOutEmailLinkLabel,
    )}</a></p>`,
  });
}

export const optOutService: Implementation<typeof optOutApi> = {
  /**
   * The link of an email was followed. Signed by the portal over its t, i and e and not expired: the address
   * is opted out at once. Anything else only opens the form; the answer says nothing about the address.
   */
  track: async ({ body, clientIp }) => {
    await limitClient(clientIp);
    const address = await verifiedOptOutAddress(body, now());
    if (!address) return { succeeded: true };
    await addToSuppressionList(address);
    return { succeeded: true, acknowledgementId: ulid() };
  },

  /** The form: the address gets an email to confirm; nothing is suppressed until its link is followed. */
  optOut: async ({ body, clientIp }) => {
    await limitClient(clientIp);
    const acknowledgementId = ulid();
    await sendConfirmation(body.email, acknowledgementId);
    return { succeeded: true, acknowledgementId };
  },
};
