/** Turns every failure into the JSON error body; no stack trace ever leaves the server. */
import type { Middleware } from 'koa';
import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { messages } from '@configurator/core';
import { ApiError, badRequest, conflict } from './errors.ts';
import { isClientDisconnect, type RequestState } from './request-log.ts';

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
      const apiError = toApiError(error);
      const requestId = (ctx.state as Partial<RequestState>).requestId;
      if (!apiError) logger.error(`${ctx.method} ${ctx.path} failed${requestId ? ` (request ${requestId})` : ''}`, error);
      const final = apiError ?? new ApiError(500, 'internal', 'Something went wrong on our side. Please try again.');
      ctx.status = final.status;
      ctx.body = final.toBody();
    }
  };
}

function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof OptimisticLockError) return conflict(messages.staleWrite);
  if (error instanceof UniqueConstraintViolationException) return conflict('This record already exists.');
  // Body parser failures (malformed JSON, too large) carry an HTTP status of 4xx.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return status === 413 ? badRequest('The request body is too large.') : badRequest('The request body is not valid JSON.');
  }
  return undefined;
}
