/**
 * What a document request's session puts into the document (first-paint.ts): the session cookie
 * resolved as a call would (SessionService.viewerFor), giving
 *  - the look of the organisation it is signed in to (theme, title, description), and
 *  - the answer the session check (getSessionCall) would give, so the app starts knowing who is signed
 *    in, and in which organisation, without asking: on a phone the order page's data no longer waits
 *    for a round trip of the session check first (issue 20), and a browser that remembers no
 *    organisation can ask for the route's data at boot (web/src/boot-data.ts).
 * Never fails the document: if the lookup fails, the neutral document without an answer is served and
 * the app asks for the session as before.
 */
import type { DependencyContainer } from 'tsyringe';
import type { Context } from 'koa';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { getSessionCall } from '@configurator/core';
import { Tokens, type Logger, type ServerSettings } from '../di/tokens.ts';
import { SESSION_COOKIE, SessionCookie } from '../auth/session-cookie.ts';
import { SessionService } from '../auth/session-service.ts';
import { AuthService } from '../auth/auth-service.ts';
import { projectPrices } from './price-projection.ts';
import { portalLookOf, type DocumentSession } from './first-paint.ts';
import type { DocumentSessionOf } from './static-web.ts';

/** In tests the embedded answer is checked against the contract, as every call's answer is. */
const checkAnswer = process.env.NODE_ENV === 'test' || process.env.CHECK_API_RESPONSES === '1';

export function documentSessionOf(root: DependencyContainer, logger: Logger): DocumentSessionOf {
  return async (ctx: Context): Promise<DocumentSession> => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    // No cookie: signed out, known without a lookup.
    if (!token) return { look: null, sessionAnswer: { data: null } };
    try {
      const scope = root.createChildContainer();
      scope.register(Tokens.Em, { useValue: root.resolve<MikroORM>(Tokens.Orm).em.fork() });
      scope.register(SessionCookie, { useValue: new SessionCookie(ctx, root.resolve<ServerSettings>(Tokens.Settings)) });
      const viewer = await scope.resolve(SessionService).viewerFor(token);
      if (!viewer) return { look: null, sessionAnswer: { data: null } };
      // As the session call answers it: through the price projection every signed-in answer passes.
      const em = scope.resolve<EntityManager>(Tokens.Em);
      const sessionAnswer = await projectPrices(em, viewer, {}, { data: await scope.resolve(AuthService).info(viewer) });
      if (checkAnswer) getSessionCall.response.parse(sessionAnswer);
      return { look: portalLookOf(viewer.org.title, viewer.registry), sessionAnswer };
    } catch (error) {
      logger.error('the session for the document could not be read', error);
      return { look: null, sessionAnswer: null };
    }
  };
}
