/**
 * Mounts the calls of the zod contract (core/src/api): POST with a JSON body, parsed by the call's
 * request schema (400 with field issues), optionally requiring a session (401 first, so nobody without
 * a session learns anything from validation). Each request gets a child container holding its
 * EntityManager fork, its session cookie and its viewer.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import type { DependencyContainer, InjectionToken } from 'tsyringe';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { ApiCall } from '@configurator/core';
import { Tokens } from '../di/tokens.ts';
import { SessionCookie } from '../auth/session-cookie.ts';
import { SessionService } from '../auth/session-service.ts';
import { RequestViewer, type Viewer } from '../auth/viewer.ts';
import { badRequest } from './errors.ts';
import { projectPrices } from './price-projection.ts';

export interface CallScope<V extends Viewer | null> {
  viewer: V;
  resolve<T>(token: InjectionToken<T>): T;
  ctx: Context;
}

type Handler<Req extends z.ZodType, Res extends z.ZodType, V extends Viewer | null> = (
  input: z.output<Req>,
  scope: CallScope<V>,
) => Promise<z.input<Res>>;

/** In tests every response is also checked against the contract, so server and web cannot drift. */
const checkResponses = process.env.NODE_ENV === 'test' || process.env.CHECK_API_RESPONSES === '1';

export class CallRouter {
  readonly router = new Router();
  /** Every call mounted, in order (tests sweep them all). */
  readonly mounted: { call: ApiCall<z.ZodType, z.ZodType>; sessionRequired: boolean }[] = [];

  constructor(private readonly root: DependencyContainer) {}

  /** A call that needs a signed-in user (401 otherwise). */
  authed<Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>, handler: Handler<Req, Res, Viewer>): this {
    return this.mount(call, true, handler as Handler<Req, Res, Viewer | null>);
  }

  /** A call open to anyone (sign-in, share tokens); the viewer is null without a session. */
  open<Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>, handler: Handler<Req, Res, Viewer | null>): this {
    return this.mount(call, false, handler);
  }

  /** Mounts a raw path (the generic resource router builds its calls per resource). */
  private mount<Req extends z.ZodType, Res extends z.ZodType>(
    call: ApiCall<Req, Res>,
    sessionRequired: boolean,
    handler: Handler<Req, Res, Viewer | null>,
  ): this {
    this.mounted.push({ call, sessionRequired });
    this.router.post(call.path, async (ctx) => {
      const scope = this.createScope(ctx);
      const viewer = await scope.resolve(SessionService).viewerFor(scope.resolve(SessionCookie).read());
      scope.register(RequestViewer, { useValue: new RequestViewer(viewer) });
      if (sessionRequired) scope.resolve(RequestViewer).require();
      const input = parseBody(ctx, call.request);
      const handled = await handler(input, { viewer, resolve: (token) => scope.resolve(token), ctx });
      // Every answer leaves through the price projection: no call can forget to hide prices.
      const result = viewer ? await projectPrices(scope.resolve<EntityManager>(Tokens.Em), viewer, input, handled) : handled;
      if (checkResponses) {
        const checked = call.response.safeParse(result);
        if (!checked.success) throw new Error(`Response of ${call.path} breaks the contract: ${JSON.stringify(checked.error.issues.slice(0, 5))}`);
      }
      ctx.status = 200;
      ctx.body = result;
    });
    return this;
  }

  private createScope(ctx: Context): DependencyContainer {
    const scope = this.root.createChildContainer();
    const orm = this.root.resolve<MikroORM>(Tokens.Orm);
    scope.register(Tokens.Em, { useValue: orm.em.fork() });
    scope.register(SessionCookie, { useValue: new SessionCookie(ctx) });
    return scope;
  }
}

function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || !!ctx.get('transfer-encoding');
  if (hasBody && !ctx.is('application/json')) throw badRequest('Send the request body as JSON (Content-Type: application/json).');
  const body: unknown = (ctx.request as { body?: unknown }).body ?? {};
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
    throw badRequest('The request is not valid.', issues);
  }
  return parsed.data;
}
