/**
 * Mounts the calls of the zod contract (core/src/api): POST with a JSON body, parsed by the call's
 * request schema (400 with field issues), optionally requiring a session (401 first, so nobody without
 * a session learns anything from validation). Each request gets a child container holding its
 * EntityManager fork, its session cookie and its viewer.
 */
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { DependencyContainer, InjectionToken } from 'tsyringe';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { requestMessages, type ApiCall } from '@configurator/core';
import { Tokens, type ServerSettings } from '../di/tokens.ts';
import { SessionCookie } from '../auth/session-cookie.ts';
import { SessionService, type VerifiedSession } from '../auth/session-service.ts';
import { RequestViewer, type Viewer } from '../auth/viewer.ts';
import { badRequest } from './errors.ts';
import { projectPrices } from './price-projection.ts';
import type { RequestState } from './request-log.ts';
import { noteChangeActor } from '../live/change-actor.ts';

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Buffer | Uint8Array | string;
}

export interface CallScope<V extends Viewer | null> {
  viewer: V;
  resolve<T>(token: InjectionToken<T>): T;
  ctx: Context;
}

type Handler<Req extends z.ZodType, Res extends z.ZodType, V extends Viewer | null> = (input: z.output<Req>, scope: CallScope<V>) => Promise<z.input<Res>>;

/** In tests every response is also checked against the contract, so server and web cannot drift. */
const checkResponses = process.env.NODE_ENV === 'test' || process.env.CHECK_API_RESPONSES === '1';

/** The section of the API reference a call appears in: its route group, or the plugin that added it. */
export interface CallTag {
  name: string;
  description: string;
  /** Set when a plugin added the call (forPlugin). */
  plugin?: string;
}

/** Calls mounted outside any group (a group names every call of the platform's own route files). */
export const ungroupedTag: CallTag = { name: 'Other calls', description: 'Calls mounted outside a route group.' };

/** A call as mounted: the fuzzer, the isolation probes and the API reference enumerate these, so new calls are covered. */
export interface MountedCall {
  call: ApiCall<z.ZodType, z.ZodType>;
  sessionRequired: boolean;
  tag: CallTag;
  /** The answer's media type: application/json, or a download's (application/pdf, text/csv). */
  answers: string;
  /** A body the fuzz test and the price sweep send (plugin calls declare theirs: no test names them). */
  example?: MountOptions['example'];
}

/** A route outside the contract (a gateway's webhook, the reference itself), described for the API reference. */
export interface DescribedRoute {
  method: 'get' | 'post';
  /** Koa router syntax (:param). */
  path: string;
  summary: string;
  description: string;
  /** The answer's media type. */
  answers: string;
  tag: CallTag;
}

export class CallRouter {
  readonly router = new Router();
  /** Every mounted call of the contract, in mounting order. */
  readonly mounted: MountedCall[] = [];
  /** Every other route of the router, described for the API reference. */
  readonly described: DescribedRoute[] = [];
  private tag: CallTag = ungroupedTag;
  /** Each mounted JSON call's answer without HTTP, by path (answerInProcess). */
  private readonly inProcess = new Map<string, { answer: (ctx: Context, read?: InputReader) => Promise<unknown>; etag: boolean }>();

  constructor(private readonly root: DependencyContainer) {}

  /** Calls mounted inside `mount` appear under `tag` in the API reference. */
  group(tag: CallTag, mount: (calls: this) => void): this {
    const outer = this.tag;
    this.tag = tag;
    try {
      mount(this);
    } finally {
      this.tag = outer;
    }
    return this;
  }

  /** Calls a plugin adds: listed under the plugin's own tag in the API reference. */
  forPlugin(plugin: { id: string; title: string }, mount: (calls: this) => void): this {
    return this.group({ name: `Plugin: ${plugin.title}`, description: `Calls added by the plugin '${plugin.id}'.`, plugin: plugin.id }, mount);
  }

  /** A route outside the contract (raw body, GET): mounted and described for the API reference. */
  route(route: Omit<DescribedRoute, 'tag'>, handler: Middleware): this {
    this.described.push({ ...route, tag: this.tag });
    this.router[route.method](route.path, handler);
    return this;
  }

  /** A call that needs a signed-in user (401 otherwise). */
  authed<Req extends z.ZodType, Res extends z.ZodType>(
    call: ApiCall<Req, Res>,
    handler: Handler<Req, Res, Viewer>,
    options: Omit<MountOptions, 'readAhead'> = {},
  ): this {
    return this.mount(call, true, handler as Handler<Req, Res, Viewer | null>, undefined, options);
  }

  /**
   * A signed-in call that only reads, started beside its session lookup (one database round trip
   * fewer for the calls that open a page, issue 17): see readAhead. The rule 'only for handlers that
   * read' is its type: the handler reaches only services that declare they read (ReaderToken), and
   * has no request context, so it can set no header; a discarded run leaves nothing behind.
   */
  authedRead<Req extends z.ZodType, Res extends z.ZodType>(
    call: ApiCall<Req, Res>,
    handler: (input: z.output<Req>, scope: ReadScope) => Promise<z.input<Res>>,
    options: Pick<MountOptions, 'etag'> = {},
  ): this {
    const reading: Handler<Req, Res, Viewer> = (input, { viewer, resolve }) => {
      // A reader is a class tsyringe resolves like any other; the type alone narrows what may be asked.
      const read = <T>(reader: ReaderToken<T>): T => resolve(reader as unknown as InjectionToken<T>);
      return handler(input, { viewer, read });
    };
    return this.mount(call, true, reading as Handler<Req, Res, Viewer | null>, undefined, { ...options, readAhead: true });
  }

  /** A call open to anyone (sign-in, share tokens); the viewer is null without a session. */
  open<Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>, handler: Handler<Req, Res, Viewer | null>): this {
    return this.mount(call, false, handler);
  }

  /**
   * A signed-in call that answers a file as a download (documents' PDF and CSV): the handler gives
   * its name, type and bytes; the name goes into Content-Disposition (RFC 6266, UTF-8 encoded).
   */
  download<Req extends z.ZodType>(
    call: ApiCall<Req, z.ZodType>,
    answers: string,
    handler: (input: z.output<Req>, scope: CallScope<Viewer>) => Promise<DownloadFile>,
  ): this {
    // Listed with the other calls, so the fuzzer, the isolation probes and the price sweep cover downloads too.
    this.mounted.push({ call, sessionRequired: true, tag: this.tag, answers });
    this.router.post(call.path, async (ctx) => {
      const { input, scope } = this.begin(ctx, call, true, await this.lookUp(ctx));
      const file = await handler(input, scope as CallScope<Viewer>);
      const fallback = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      ctx.status = 200;
      ctx.set('Content-Type', file.contentType);
      ctx.set('Content-Disposition', `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = file.body;
    });
    return this;
  }

  /**
   * A signed-in call whose body is a file (uploads): the request schema parses the query string; the
   * handler reads the body itself (after its permission checks) and answers JSON like any other call.
   */
  upload<Req extends z.ZodType, Res extends z.ZodType>(call: ApiCall<Req, Res>, handler: Handler<Req, Res, Viewer>): this {
    return this.mount(call, true, handler as Handler<Req, Res, Viewer | null>, (ctx, schema) => parseInput(schema, ctx.query));
  }

  /** The request's scope and its session as its lookup finds it (null: none, or not valid). */
  private async lookUp(ctx: Context): Promise<{ scope: DependencyContainer; session: VerifiedSession | null }> {
    const scope = this.createScope(ctx);
    return { scope, session: await scope.resolve(SessionService).verified(scope.resolve(SessionCookie).read()) };
  }

  /** The call's input and scope, served as the looked-up viewer: 401 first where a session is required, then 400. */
  private begin<Req extends z.ZodType>(
    ctx: Context,
    call: ApiCall<Req, z.ZodType>,
    sessionRequired: boolean,
    { scope, session }: { scope: DependencyContainer; session: VerifiedSession | null },
    read: InputReader = parseBody,
  ) {
    const viewer = session?.viewer() ?? null;
    const served = servedAs(scope, viewer, ctx);
    (ctx.state as RequestState).viewer = viewer;
    if (sessionRequired) scope.resolve(RequestViewer).require();
    const input = read(ctx, call.request) as z.output<Req>;
    return { input, scope: served };
  }

  /**
   * A read call started beside its session lookup rather than after it (MountOptions.readAhead): served
   * as the viewer the session's rows described when this process last verified them. None for a session
   * not verified in the last minute (a made-up cookie starts no read) or a body the call refuses (the
   * lookup then answers 401 or 400 first, as always).
   */
  private readAhead<Req extends z.ZodType>(
    ctx: Context,
    call: ApiCall<Req, z.ZodType>,
    read: InputReader,
    run: (input: z.output<Req>, scope: CallScope<Viewer | null>) => Promise<unknown>,
  ) {
    const scope = this.createScope(ctx);
    const session = scope.resolve(SessionService).provisional(scope.resolve(SessionCookie).read());
    if (!session) return undefined;
    let input: z.output<Req>;
    try {
      input = read(ctx, call.request) as z.output<Req>;
    } catch {
      return undefined;
    }
    const answer = run(input, servedAs(scope, session.viewer, ctx));
    // Its failure is only seen if its answer is the one kept (the lookup's rows are the same).
    answer.catch(() => undefined);
    return { fingerprint: session.fingerprint, viewer: session.viewer, answer };
  }

  /** Mounts a raw path (the generic resource router builds its calls per resource). */
  private mount<Req extends z.ZodType, Res extends z.ZodType>(
    call: ApiCall<Req, Res>,
    sessionRequired: boolean,
    handler: Handler<Req, Res, Viewer | null>,
    read?: InputReader,
    options: MountOptions = {},
  ): this {
    this.mounted.push({ call, sessionRequired, tag: this.tag, answers: 'application/json', example: options.example });
    const run = async (input: z.output<Req>, scope: CallScope<Viewer | null>): Promise<unknown> => {
      const handled = await handler(input, scope);
      // Every answer leaves through the price projection: no call can forget to hide prices.
      const result = scope.viewer ? await projectPrices(scope.resolve<EntityManager>(Tokens.Em), scope.viewer, input, handled) : handled;
      if (checkResponses) {
        const checked = call.response.safeParse(result);
        if (!checked.success) throw new Error(`Response of ${call.path} breaks the contract: ${JSON.stringify(checked.error.issues.slice(0, 5))}`);
      }
      return result;
    };
    const answer = async (ctx: Context, readInput?: InputReader): Promise<unknown> => {
      const ahead = options.readAhead ? this.readAhead(ctx, call, readInput ?? parseBody, run) : undefined;
      const lookedUp = await this.lookUp(ctx);
      // The read started ahead was served as exactly this viewer (the same rows, so a valid session, and
      // the same body, which parsed): its answer is this call's, and nothing of the lookup's is needed.
      if (ahead && ahead.fingerprint === lookedUp.session?.fingerprint) {
        (ctx.state as RequestState).viewer = ahead.viewer;
        return ahead.answer;
      }
      const { input, scope } = this.begin(ctx, call, sessionRequired, lookedUp, readInput);
      return run(input, scope);
    };
    this.inProcess.set(call.path, { answer, etag: !!options.etag });
    this.router.post(call.path, async (ctx) => {
      const result = await answer(ctx, read);
      if (options.etag) return answerWithEtag(ctx, result);
      ctx.status = 200;
      ctx.body = result;
    });
    return this;
  }

  /**
   * The answer a mounted JSON call gives this request's session for `body`, as its POST would (the
   * same checks, handler and price projection), for the document that carries a route's data
   * (document-session.ts). Null when the call refuses or fails: the screen then asks, and shows why.
   */
  async answerInProcess(ctx: Context, path: string, body: unknown): Promise<{ json: string; etag?: string } | null> {
    const mounted = this.inProcess.get(path);
    if (!mounted) return null;
    try {
      const json = JSON.stringify(await mounted.answer(ctx, (_ctx, schema) => parseInput(schema, body)));
      return mounted.etag ? { json, etag: etagOf(json) } : { json };
    } catch {
      return null;
    }
  }

  private createScope(ctx: Context): DependencyContainer {
    const scope = this.root.createChildContainer();
    const orm = this.root.resolve<MikroORM>(Tokens.Orm);
    scope.register(Tokens.Em, { useValue: orm.em.fork() });
    scope.register(SessionCookie, { useValue: new SessionCookie(ctx, this.root.resolve<ServerSettings>(Tokens.Settings)) });
    return scope;
  }
}

type InputReader = (ctx: Context, schema: z.ZodType) => unknown;

/** A call's scope served as `viewer`: its container knows the request's viewer (RequestViewer) too. */
function servedAs(scope: DependencyContainer, viewer: Viewer | null, ctx: Context): CallScope<Viewer | null> {
  scope.register(RequestViewer, { useValue: new RequestViewer(viewer) });
  // The changes this call flushes are announced as this viewer's (live notices).
  noteChangeActor(viewer?.userId ?? null);
  return { viewer, resolve: <T>(token: InjectionToken<T>) => scope.resolve(token), ctx };
}

/** A service class that declares it only reads (no write, no outside call): what a read-ahead handler may resolve. */
export interface ReaderToken<T> {
  new (...args: never[]): T;
  readonly readsOnly: true;
}

/** What a read-ahead handler gets: the viewer, and readers only. */
export interface ReadScope {
  viewer: Viewer;
  read<T>(reader: ReaderToken<T>): T;
}

export interface MountOptions {
  /** Answer with an ETag of the body; a request whose If-None-Match names it gets 304 without the body. */
  etag?: boolean;
  /**
   * Start the call's reads beside its session lookup, not after it: one database round trip fewer for
   * the calls that open a page (issue 17). Served as the session last verified (RecentSessions); the
   * answer is used only when the lookup reads the same rows, else the call runs again as the lookup's
   * viewer. Set only by authedRead, whose handler's type allows reads alone.
   */
  readAhead?: boolean;
  /** A body the fuzz test and the price sweep send (ids of the test server's fixture organisation). */
  example?: (context: { orgId: number; orderId: number; userId: number }) => unknown;
}

/**
 * A weak tag (the body may be compressed on the way) over the JSON as sent. The calls are POSTs, which
 * no HTTP cache keeps, so the client remembers the tag and its data and sends If-None-Match itself.
 */
const etagOf = (json: string): string => `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

function answerWithEtag(ctx: Context, result: unknown): void {
  const json = JSON.stringify(result);
  const tag = etagOf(json);
  ctx.set('ETag', tag);
  ctx.set('Cache-Control', 'private, no-cache');
  const asked = ctx
    .get('If-None-Match')
    .split(',')
    .map((t) => t.trim());
  if (asked.includes(tag) || asked.includes('*')) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'application/json';
  ctx.body = json;
}

function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const hasBody = Number(ctx.get('content-length') || 0) > 0 || !!ctx.get('transfer-encoding');
  if (hasBody && !ctx.is('application/json')) throw badRequest(requestMessages.notJsonContentType);
  const body: unknown = (ctx.request as { body?: unknown }).body ?? {};
  return parseInput(schema, body);
}

function parseInput<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  if (holdsNul(body)) throw badRequest(requestMessages.nulCharacter);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || '(body)', message: issue.message }));
    throw badRequest('The request is not valid.', issues);
  }
  return parsed.data;
}

/**
 * PostgreSQL stores no NUL character in text or jsonb: one anywhere in a body (value or key) is refused.
 * Walked with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
function holdsNul(body: unknown): boolean {
  const stack: unknown[] = [body];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
