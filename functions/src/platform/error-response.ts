import { ErrorCode } from '@msc/shared/api/errors';
import { apiErrors, errors } from '@msc/shared/messages';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { clientIp } from './client-ip';
import { HttpError } from './http-error';
import { logger } from './logger';

/** Every failure leaves as `{ message, code, fieldErrors? }`; only a real fault is a 500, and it is logged. */
export function errorResponse(
  error: unknown,
  event: APIGatewayProxyEventV2,
): APIGatewayProxyStructuredResultV2 {
  const json = (statusCode: number, body: unknown, headers: Record<string, string> = {}) => ({
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  });
  if (error instanceof HttpError) {
    // Refused requests are security events (ASVS V16): who (the logger's keys), what, and why.
    // A 404 of a use case is also an id that is not the caller's (an ownership miss): the same record.
    if (error.statusCode === 401 || error.statusCode === 403 || error.statusCode === 404) {
      logger.warn(error.statusCode === 404 ? 'Not found' : 'Refused', {
        route: event.routeKey,
        path: event.rawPath,
        status: error.statusCode,
        reason: error.code,
        sourceIp: clientIp(event),
      });
    }
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return json(error.statusCode, error.toBody(), retryAfter ? { 'retry-after': String(retryAfter) } : {});
  }
  const status = (error as { statusCode?: number })?.statusCode;
  if (status === 404) return json(404, { message: apiErrors.noSuchRoute, code: ErrorCode.notFound });
  logger.error('Unhandled error', { error: error as Error, route: event.routeKey, path: event.rawPath });
  return json(500, { message: errors.somethingWentWrong, code: ErrorCode.internal });
}
