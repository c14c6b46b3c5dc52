import { approvalTexts } from '@msc/shared/messages';
import { pathTo } from '@msc/shared/routes/path-to';
import { paths } from '@msc/shared/routes/paths';
import { config } from '#platform/config';
import { escapeHtml } from '#platform/email/email-message';
import { emailSender } from '#platform/email/email-sender';
import { logger } from '#platform/logger';
import type { ApprovalRequestRecord } from './approvals-store';

/**
 * Tells the agent by e-mail that an order awaiting approval was rejected (with the approver's reason) or
 * released (its hold lapsed), with a link to the order's page, which says the same. Sent to the address
 * given at review. The decision is written by then: a failure to send is logged, never undone.
 */
export async function tellAgent(
  request: ApprovalRequestRecord,
  outcome: { kind: 'Rejected' | 'Released'; reason: string },
): Promise<void> {
  const to = request.orderPlacedByEmail;
  if (!to) return;
  const link = new URL(pathTo(paths.order, { id: request.orderId }), config().PORTAL_URL).href;
  const lead =
    outcome.kind === 'Rejected'
      ? approvalTexts.emailRejected(request.orderNumber)
      : approvalTexts.emailReleased(request.orderNumber);
  const subject =
    outcome.kind === 'Rejected'
      ? approvalTexts.emailSubject(request.orderNumber)
      : approvalTexts.emailReleasedSubject(request.orderNumber);
  const reason = `${approvalTexts.reasonLabel}: ${outcome.reason}`;
  try {
    await emailSender().send({
      to,
      subject,
      text: [lead, '', reason, '', link].join('\n'),
      html: `<p>${escapeHtml(lead)}</p><p>${escapeHtml(reason)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(
        request.orderNumber,
      )}</a></p>`,
    });
  } catch (error) {
    logger.error('Telling the agent of an approval decision failed', {
      orderId: request.orderId,
      outcome: outcome.kind,
      error,
    });
  }
}
