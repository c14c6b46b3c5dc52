import * as z from 'zod';
import { ResponseForm, ResponsePage, ResponseRecorded, ResponseVisit } from '../model/response-page';
import { endpoint } from './endpoint';

/** A personal URL's code as the path carries it (the service reads it the way a typed one is read). */
const CodeParams = z.object({ code: z.string().min(1).max(20) });

/**
 * The public response page of a recipient's personal URL (issue 48), open to everyone and limited per
 * client address. An unknown code answers 404 with our text; nothing but the recipient's first name and
 * the agency's contact comes back.
 */
export const responsePageApi = {
  page: endpoint({
    method: 'GET',
    path: '/responses/{code}',
    auth: 'public',
    params: CodeParams,
    response: ResponsePage,
  }),
  /** The page was opened: a visit, or a scan when the QR code's marker was on its URL. */
  visit: endpoint({
    method: 'POST',
    path: '/responses/{code}/visits',
    auth: 'public',
    params: CodeParams,
    body: ResponseVisit,
    response: ResponseRecorded,
    status: 201,
  }),
  /** The "call me / quote me" form, with the consent to be contacted. */
  form: endpoint({
    method: 'POST',
    path: '/responses/{code}/form',
    auth: 'public',
    params: CodeParams,
    body: ResponseForm,
    response: ResponseRecorded,
    status: 201,
  }),
};
