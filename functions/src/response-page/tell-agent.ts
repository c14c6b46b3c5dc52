import { responseTexts } from '@msc/shared/messages';
import { pathTo } from '@msc/shared/routes/path-to';
import { paths } from '@msc/shared/routes/paths';
import { config } from '#platform/config';
import { escapeHtml } from '#platform/email/email-message';
import { emailSender } from '#platform/email/email-sender';
import { getUser } from '#platform/identity-store';
import { logger } from '#platform/logger';
import type { ResponseRecord } from '#responses/index';

/**
 * Tells the agent who placed the order of a response at once, by e-mail (the local outbox; SES in AWS):
 * who, what they did, on which piece and drop, and what a form asked for, with a link to the order. The
 * response is recorded by then: a failure to send is logged, never undone.
 */
export async function tellAgentOfResponse(response: ResponseRecord): Promise<void> {
  const texts = responseTexts.email;
  try {
    const user = await getUser(response.userName);
    if (!user?.email) return;
    const name = response.recipientName || response.contactName || '';
    const lead = texts.lead(name, texts.kinds[response.kind], response.pieceName, response.drop);
    const details = [
      response.request ? texts.request[response.request] : '',
      response.contactName ? `${texts.name}: ${response.contactName}` : '',
      response.phone ? `${texts.phone}: ${response.phone}` : '',
      response.email ? `${texts.email}: ${response.email}` : '',
      response.message ? `${texts.message}: ${response.message}` : '',
    ].filter(Boolean);
    const link = new URL(pathTo(paths.order, { id: response.orderId }), config().PORTAL_URL).href;
    await emailSender().send({
      to: user.email,
      subject: texts.subject(name, response.pieceName),
      text: [lead, '', ...details, '', link].join('\n'),
      html: `<p>${escapeHtml(lead)}</p>${details.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(
        link,
      )}">${escapeHtml(response.orderNumber || link)}</a></p>`,
    });
  } catch (error) {
    logger.error('Telling the agent of a response failed', { responseId: response.responseId, error });
  }
}
