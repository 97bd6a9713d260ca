/** Turns every failure into the JSON error body; no stack trace ever leaves the server. */
import type { Middleware } from 'koa';
import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { messages, requestMessages } from '@configurator/core';
import { ApiError, badRequest, conflict } from './errors.ts';
import { isClientDisconnect, type RequestState } from './request-log.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.ts';

export interface ErrorLogger {
  error(message: string, error: unknown): void;
}

export function errorMiddleware(logger: ErrorLogger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      // The client went away: nobody reads an answer, and the request's log line says clientClosed.
      if (isClientDisconnect(error)) {
        ctx.status = 400;
        return;
      }
      // The database went away: a 503 the client may retry, logged as one line (not a stack per request).
      if (isDatabaseUnavailable(error)) {
        logger.error(`${ctx.method} ${ctx.path}: database unavailable`, undefined);
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
        ctx.body = new ApiError(503, 'unavailable', DATABASE_UNAVAILABLE_MESSAGE).toBody();
        return;
      }
      const apiError = toApiError(error);
      const requestId = (ctx.state as Partial<RequestState>).requestId;
      if (!apiError) logger.error(`${ctx.method} ${ctx.path} failed${requestId ? ` (request ${requestId})` : ''}`, error);
      const final = apiError ?? new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      ctx.status = final.status;
      ctx.body = final.toBody();
    }
  };
}

/** PostgreSQL SQLSTATEs of class 22 (data exception) that a request can cause. */
const dataExceptionMessages: Record<string, string> = {
  '22001': requestMessages.textTooLong,
  '22003': requestMessages.numberOutOfRange,
  '22007': requestMessages.notRealDate,
  '22008': requestMessages.notRealDate,
  '22021': requestMessages.nulCharacter,
  '22P05': requestMessages.nulCharacter,
};

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof OptimisticLockError) return conflict(messages.staleWrite);
  if (error instanceof UniqueConstraintViolationException) return conflict('This record already exists.');
  // Body parser failures carry an HTTP status of 4xx: too large, an unknown encoding, malformed JSON.
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 413) return new ApiError(413, 'bad_request', requestMessages.tooLarge);
  if (status === 415) return new ApiError(415, 'bad_request', requestMessages.encodingUnsupported);
  if (typeof status === 'number' && status >= 400 && status < 500) return badRequest(requestMessages.notJson);
  // A Content-Encoding the body does not have (gzip announced, plain text sent): zlib's Z_* errors.
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && code.startsWith('Z_')) return badRequest(requestMessages.notDecodable);
  // The database's data exceptions (class 22) are bad input the schemas missed: still the client's fault.
  if (typeof code === 'string' && code in dataExceptionMessages) return badRequest(dataExceptionMessages[code]!);
  return undefined;
}
