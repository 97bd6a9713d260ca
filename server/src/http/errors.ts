/**
 * Errors a handler throws on purpose; the error middleware turns them into
 * { error: { code, message, issues? } } with their status. Anything else is a 500 without details.
 */
import { messages, type ApiErrorBody, type ApiErrorCode } from '@configurator/core';

export type FieldIssue = { path: string; message: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.issues ? { issues: this.issues } : {}) } };
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new ApiError(400, 'bad_request', message, issues);
export const unauthorized = (message: string = messages.signInRequired) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string = messages.forbidden) => new ApiError(403, 'forbidden', message);
export const notFound = (message: string = messages.notFound) => new ApiError(404, 'not_found', message);
export const conflict = (message: string = messages.staleWrite) => new ApiError(409, 'conflict', message);
/** A business rule refused the request; the message is the rule's own (e.g. the rule engine's). */
export const unprocessable = (message: string, issues?: FieldIssue[]) => new ApiError(422, 'unprocessable', message, issues);
/** Something the server needs is not configured (e.g. a signing key); the message says what. */
export const unavailable = (message: string) => new ApiError(503, 'unavailable', message);
