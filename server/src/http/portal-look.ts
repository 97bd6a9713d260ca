/**
 * The look (first-paint.ts) of the organisation a document request is signed in to: the session
 * cookie resolved as a call would (SessionService.viewerFor). Never fails the document: without a
 * session, or if the lookup fails, the neutral document is served and the app applies the theme.
 */
import type { DependencyContainer } from 'tsyringe';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Tokens, type Logger } from '../di/tokens.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { SessionService } from '../auth/session-service.ts';
import { portalLookOf } from './first-paint.ts';
import type { PortalLookOf } from './static-web.ts';

export function signedInPortalLook(root: DependencyContainer, logger: Logger): PortalLookOf {
  return async (ctx) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (!token) return null;
    try {
      const scope = root.createChildContainer();
      scope.register(Tokens.Em, { useValue: root.resolve<MikroORM>(Tokens.Orm).em.fork() });
      const viewer = await scope.resolve(SessionService).viewerFor(token);
      return viewer ? portalLookOf(viewer.org.title, viewer.registry) : null;
    } catch (error) {
      logger.error('the organisation\'s look for the document could not be read', error);
      return null;
    }
  };
}
