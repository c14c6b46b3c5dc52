import type { responsePageApi } from '@msc/shared/api/response-page';
import { apiErrors } from '@msc/shared/messages';
import { RESPONSE_REQUESTS_PER_HOUR, RESPONSE_VISIT_WINDOW_SECONDS } from '@msc/shared/rules/response-url';
import { countAttempt } from '#platform/attempts-store';
import { tooManyRequests } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { type ResponseKind, recordResponse } from '#responses/index';
import { type MailedPiece, mailedPieceOf } from './mailed-piece';
import { tellAgentOfResponse } from './tell-agent';

const HOUR = 3600;
/**
 * One window as long as a code lives (a century): the attempt store's count in it says whether the code's
 * first visit has been told to the agent yet, atomically under parallel opens.
 */
const CODE_LIFETIME_SECONDS = 100 * 365 * 86_400;
/** The consent text's version a form agreed to (`responseTexts.page.consent`): a new wording is v2. */
const CONSENT_VERSION = 'v1';

/** Every call counts toward its client address's limit an hour, before the code is looked at. */
async function limitClient(clientIp: string | undefined) {
  const { attempts } = await countAttempt('responseClient', clientIp ?? 'unknown', HOUR);
  if (attempts > RESPONSE_REQUESTS_PER_HOUR) throw tooManyRequests(apiErrors.tooManyResponseRequests);
}

/** Records a response to the mailed piece, with its order, line, drop and recipient. */
function record(piece: MailedPiece, kind: ResponseKind, form: Record<string, unknown> = {}) {
  const { row } = piece;
  return recordResponse({
    agencyId: piece.agencyId,
    orderId: row.orderId,
    itemId: piece.itemId,
    userName: row.userName,
    orderNumber: row.orderNumber,
    drop: row.drop ?? 1,
    recipientId: row.recipientId ?? '',
    recipientName: `${row.firstName} ${row.lastName}`.trim(),
    pieceName: row.productName,
    code: piece.code,
    kind,
    ...form,
  });
}

/**
 * A visit or scan: recorded once per code an hour (repeat opens record nothing more), and told to the agent
 * on the code's first visit only; the form is what the agent acts on.
 */
async function visit(piece: MailedPiece, kind: ResponseKind) {
  const { attempts } = await countAttempt('responseVisit', piece.code, RESPONSE_VISIT_WINDOW_SECONDS);
  if (attempts > 1) return { recorded: true as const };
  const response = await record(piece, kind);
  const first = await countAttempt('responseFirstVisit', piece.code, CODE_LIFETIME_SECONDS);
  if (first.attempts === 1) await tellAgentOfResponse(response);
  return { recorded: true as const };
}

export const responsePageService: Implementation<typeof responsePageApi> = {
  /** The page: the recipient's first name and the agency's contact, nothing else. */
  page: async ({ params, clientIp }) => {
    await limitClient(clientIp);
    const { row, agency } = await mailedPieceOf(params.code);
    return {
      firstName: row.firstName,
      agency: {
        name: agency.agencyName,
        phone: agency.phone,
        email: agency.emailAddress,
        addressLine1: agency.addressLine1,
        addressLine2: agency.addressLine2,
        city: agency.city,
        state: agency.state,
        postalCode: agency.postalCode,
      },
    };
  },

  visit: async ({ params, body, clientIp }) => {
    await limitClient(clientIp);
    return visit(await mailedPieceOf(params.code), body.scanned ? 'scan' : 'visit');
  },

  form: async ({ params, body, clientIp }) => {
    await limitClient(clientIp);
    const { request, name, phone, email, message } = body;
    const response = await record(await mailedPieceOf(params.code), 'form', {
      request,
      contactName: name,
      phone,
      email: email || undefined,
      message: message || undefined,
      consent: CONSENT_VERSION,
    });
    await tellAgentOfResponse(response);
    return { recorded: true as const };
  },
};
