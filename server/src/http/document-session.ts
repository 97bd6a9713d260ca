/**
 * What a document request's session puts into the document (first-paint.ts): the session cookie
 * resolved as a call would (SessionService.viewerFor), giving
 *  - the look of the organisation it is signed in to (theme, title, description);
 *  - the answer the session check (getSessionCall) gives, so the app starts knowing who is signed
 *    in, and where, without asking;
 *  - the answer of the route's first call (core's routeBootCalls: the home page's products, the
 *    order page's data).
 * Both answers are given by the calls themselves, in-process (CallRouter.answerInProcess), so the
 * screen's data needs no round trip after the app's code has loaded (issue 20: on a phone the order
 * page's largest paint waited for the session check, then for its data).
 * Never fails the document: if a lookup fails, the document carries less and the app asks as before.
 */
import type { DependencyContainer } from 'tsyringe';
import type { Context } from 'koa';
import type { MikroORM } from '@mikro-orm/postgresql';
import { getSessionCall, routeBootCallOf } from '@configurator/core';
import type { DocumentBootAnswer } from '@configurator/core/document-boot';
import { Tokens, type Logger } from '../di/tokens.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { SessionService } from '../auth/session-service.ts';
import type { Viewer } from '../auth/viewer.ts';
import { portalLookOf, type DocumentSession } from './first-paint.ts';
import type { CallRouter } from './call-router.ts';
import type { DocumentSessionOf } from './static-web.ts';

/** A route answer larger than this is left for the screen to ask for: the document stays small. */
const ROUTE_ANSWER_MAX_CHARS = 1_000_000;

/** Signed out (no cookie, or one of no session): what the session call answers then, known without asking it. */
const signedOut = (): DocumentSession => ({ look: null, bootJson: bootJsonOf(JSON.stringify({ data: null }), []) });

/** core's DocumentBoot as JSON text, each answer's JSON spliced in as the call wrote it (not parsed again). */
function bootJsonOf(sessionJson: string, answers: { meta: Omit<DocumentBootAnswer, 'answer'>; json: string }[]): string {
  const parts = answers.map(({ meta, json }) => `${JSON.stringify(meta).slice(0, -1)},"answer":${json}}`);
  return `{"session":${sessionJson},"answers":[${parts.join(',')}]}`;
}

export function documentSessionOf(root: DependencyContainer, logger: Logger, calls: CallRouter): DocumentSessionOf {
  /** The answer of the route's first call for this viewer, when the address names one. */
  async function routeAnswers(ctx: Context, viewer: Viewer): Promise<{ meta: Omit<DocumentBootAnswer, 'answer'>; json: string }[]> {
    // An arrival link's parameters may change the session first: the app asks once they have.
    if (ctx.querystring) return [];
    const route = routeBootCallOf(ctx.path);
    const body = route?.boot.bodyOf(route.params, viewer.orgId);
    if (!route || !body) return [];
    // The call checks the body as its POST would; a body it refuses answers nothing here.
    const answered = await calls.answerInProcess(ctx, route.boot.path, body);
    if (!answered || answered.json.length > ROUTE_ANSWER_MAX_CHARS) return [];
    const meta = { path: route.boot.path, body: JSON.stringify(body), ...(answered.etag ? { etag: answered.etag } : {}) };
    return [{ meta, json: answered.json }];
  }

  return async (ctx: Context): Promise<DocumentSession> => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    // No cookie: signed out, known without a lookup.
    if (!token) return signedOut();
    try {
      const scope = root.createChildContainer();
      scope.register(Tokens.Em, { useValue: root.resolve<MikroORM>(Tokens.Orm).em.fork() });
      const viewer = await scope.resolve(SessionService).viewerFor(token);
      if (!viewer) return signedOut();
      // Given by the session call itself, as its POST would answer it; asked together with the route's
      // call (each checks the session again, as its POST would: the two lookups go out at once).
      const [session, answers] = await Promise.all([calls.answerInProcess(ctx, getSessionCall.path, {}), routeAnswers(ctx, viewer)]);
      if (!session) return { look: null, bootJson: null };
      return { look: portalLookOf(viewer.org.title, viewer.registry), bootJson: bootJsonOf(session.json, answers) };
    } catch (error) {
      logger.error('the session for the document could not be read', error);
      return { look: null, bootJson: null };
    }
  };
}
