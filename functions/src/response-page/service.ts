import type { responsePageApi } from '@msc/shared/api/response-page';
import { apiErrors } from '@msc/shared/messages';
import { RESPONSE_REQUESTS_PER_HOUR } from '@msc/shared/rules/response-url';
import { countAttempt } from '#platform/attempts-store';
import { tooManyRequests } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { type ResponseKind, recordResponse } from '#responses/index';
import { type MailedPiece, mailedPieceOf } from './mailed-piece';
import { tellAgentOfResponse } from './tell-agent';

const HOUR = 3600;
/** The consent text's version a form agreed to (`responseTexts.page.consent`): a new wording is v2. */
const CONSENT_VERSION = 'v1';

/** Every call counts toward its client address's limit an hour, before the code is looked at. */
async function limitClient(clientIp: string | undefined) {
  const { attempts } = await countAttempt('responseClient', clientIp ?? 'unknown', HOUR);
  if (attempts > RESPONSE_REQUESTS_PER_HOUR) throw tooManyRequests(apiErrors.tooManyResponseRequests);
}

/** Records a response to the mailed piece and tells its agent. */
async function respond(piece: MailedPiece, kind: ResponseKind, form: Record<string, unknown> = {}) {
  const { row } = piece;
  const response = await recordResponse({
    agencyId: piece.agencyId,
    orderId: row.orderId,
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
  await tellAgentOfResponse(response);
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
    return respond(await mailedPieceOf(params.code), body.scanned ? 'scan' : 'visit');
  },

  form: async ({ params, body, clientIp }) => {
    await limitClient(clientIp);
    const { request, name, phone, email, message } = body;
    return respond(await mailedPieceOf(params.code), 'form', {
      request,
      contactName: name,
      phone,
      email: email || undefined,
      message: message || undefined,
      consent: CONSENT_VERSION,
    });
  },
};
