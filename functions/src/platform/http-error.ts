import { type ApiError, ErrorCode } from '@msc/shared/api/errors';
import { apiErrors } from '@msc/shared/messages';

/** An error that becomes the one JSON error shape `{ message, code, fieldErrors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return {
      message: this.message,
      code: this.code,
      ...(this.fieldErrors ? { fieldErrors: this.fieldErrors } : {}),
    };
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, ErrorCode.invalidInput, message, fieldErrors);
export const unauthorized = (message: string = apiErrors.signInRequired) =>
  new HttpError(401, ErrorCode.unauthorized, message);
export const forbidden = (message: string = apiErrors.forbidden) =>
  new HttpError(403, ErrorCode.forbidden, message);
export const notFound = (message: string = apiErrors.notFound) =>
  new HttpError(404, ErrorCode.notFound, message);
export const conflict = (message: string) => new HttpError(409, ErrorCode.conflict, message);
export const businessRule = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(422, ErrorCode.businessRule, message, fieldErrors);
export const tooManyRequests = (message: string) => new HttpError(429, ErrorCode.tooManyRequests, message);
