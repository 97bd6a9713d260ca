/**
 * What a plugin's server entry may add besides its data (in the manner of Backstage's registerInit
 * with deps): calls, services and background jobs. Each names the services it uses by reference
 * (ServiceRef); the server provides core's services and the ones plugins register, and refuses at
 * start a dependency nobody provides. A plugin call is mounted like every call of the platform: its
 * zod contract, a permission rule, the viewer's organisation only, the price projection on its answer,
 * listed in the API reference under the plugin and covered by the fuzz test and the price sweep (with
 * the example body it declares).
 */
import type { z } from 'zod';
import type { ApiCall } from '../api/define-call.ts';
import type { OrgRole } from '../domain/roles.ts';

/** A service by name and type: what a call, job or service depends on. */
export interface ServiceRef<T> {
  readonly id: string;
  /** Phantom field carrying the service's type; never set. */
  readonly __service?: T;
}

export const defineServiceRef = <T>(id: string): ServiceRef<T> => Object.freeze({ id });

/** Resolves the services a contribution declared (only those: an undeclared one throws). */
export type ServiceDeps<D extends Record<string, ServiceRef<unknown>>> = { [K in keyof D]: D[K] extends ServiceRef<infer T> ? T : never };

/** Who calls a plugin call, as its permission rule and handler see them. */
export interface PluginCallViewer {
  userId: number;
  orgId: number;
  role: OrgRole;
  /** An owner or member outside guest mode. */
  isEmployee: boolean;
}

/** Who may make a plugin call: owners only, staff (owners and members), or anyone signed in to the organisation. */
export type PluginCallPermission = 'owner' | 'employee' | 'member-of-organisation';

/** The ids of records a test server's fixture organisation has, for a call's example body. */
export interface CallExampleContext {
  orgId: number;
  orderId: number;
  userId: number;
}

export interface PluginCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  D extends Record<string, ServiceRef<unknown>> = Record<string, ServiceRef<unknown>>,
> {
  /** The contract (core's defineCall): path, request with limits, response. */
  call: ApiCall<Req, Res>;
  /** Checked before the handler (403 with `refusal`); the call is 404 to organisations that do not enable the plugin. */
  permission: PluginCallPermission;
  refusal?: string;
  deps: D;
  handle(input: z.output<Req>, scope: { viewer: PluginCallViewer; settings: Record<string, unknown>; deps: ServiceDeps<D> }): Promise<z.input<Res>>;
  /** A body the fuzz test and the price sweep send (it may be refused; it must not fail with 5xx). */
  example(context: CallExampleContext): z.input<Req>;
}

/** A service a plugin provides to other plugins' calls and jobs (a singleton per server). */
export interface PluginService<T = unknown, D extends Record<string, ServiceRef<unknown>> = Record<string, ServiceRef<unknown>>> {
  ref: ServiceRef<T>;
  deps: D;
  create(deps: ServiceDeps<D>): T;
}

/** A background job a plugin schedules (pg-boss on PostgreSQL, a timer on the embedded database). */
export interface PluginJob<D extends Record<string, ServiceRef<unknown>> = Record<string, ServiceRef<unknown>>> {
  /** Letters, digits and dashes; the server prefixes the plugin id. */
  name: string;
  /** When it runs on pg-boss (cron, UTC) and how often on the in-process timer. */
  cron: string;
  everyMs: number;
  deps: D;
  /** Answers a line for the log, or null when there was nothing to do. */
  run(deps: ServiceDeps<D>): Promise<string | null>;
}

/** Builders that keep a contribution's types (its deps typed in its handler). */
export const definePluginCall = <Req extends z.ZodType, Res extends z.ZodType, D extends Record<string, ServiceRef<unknown>>>(c: PluginCall<Req, Res, D>) =>
  c as unknown as PluginCall;
export const definePluginService = <T, D extends Record<string, ServiceRef<unknown>>>(s: PluginService<T, D>) => s as unknown as PluginService;
export const definePluginJob = <D extends Record<string, ServiceRef<unknown>>>(j: PluginJob<D>) => j as unknown as PluginJob;
