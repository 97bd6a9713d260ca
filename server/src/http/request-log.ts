/**
 * Gives every request an id (a caller's X-Request-Id when it is a plain token, else a new one, echoed
 * in the answer) and logs one line when the answer is sent or the client goes away: method, path,
 * status, duration, and who asked (set by the call router). A client that disconnects is that one
 * line with clientClosed, never a stack trace.
 */
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../di/tokens.ts';
import type { Viewer } from '../auth/viewer.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export interface RequestState {
  requestId: string;
  viewer?: Viewer | null;
}

/** Error codes of a client going away mid-request (HPE_INVALID_EOF_STATE: it hung up inside the body). */
const DISCONNECT_CODES = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE', 'HPE_INVALID_EOF_STATE']);

/** Errors a client causes by going away mid-request: not the server's failure. */
export function isClientDisconnect(error: unknown): boolean {
  const { code, type } = (error ?? {}) as { code?: string; type?: string };
  return type === 'request.aborted' || (!!code && DISCONNECT_CODES.has(code));
}

export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const given = ctx.get('x-request-id');
    const state = ctx.state as RequestState;
    state.requestId = REQUEST_ID.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', state.requestId);
    if (logger.request) {
      const log = logger.request.bind(logger);
      ctx.res.once('close', () => {
        const viewer = state.viewer;
        log({
          requestId: state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          durationMs: Math.round((performance.now() - started) * 10) / 10,
          ...(viewer ? { userId: viewer.userId, orgId: viewer.orgId } : {}),
          ...(ctx.res.writableFinished ? {} : { clientClosed: true as const }),
        });
      });
    }
    await next();
  };
}
