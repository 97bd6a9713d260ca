/**
 * The services plugins depend on (Backstage's deps): core's, bound to the request's viewer, and the
 * ones plugins register ('server-services'), made once per server in dependency order. Checked at
 * start: a dependency nobody provides, or a cycle, stops the server naming the plugin and service.
 */
import type { InjectionToken } from 'tsyringe';
import {
  coreServices,
  pluginCallsPoint,
  pluginJobsPoint,
  pluginServicesPoint,
  RegistryError,
  type GuestIntegrationsService,
  type OrdersFromPlanService,
  type PluginCall,
  type PluginDefinition,
  type PluginJob,
  type PluginService,
  type ServiceRef,
} from '@configurator/core';
import type { Viewer } from '../auth/viewer.ts';
import { IntegrationPush } from '../services/guests/integration-push.ts';
import { OrdersFromPlan } from '../services/documents/orders-from-plan.ts';

type Resolve = <T>(token: InjectionToken<T>) => T;

/** Core's services, as a request's viewer may use them. */
const coreServiceFactories: Record<string, (viewer: Viewer, resolve: Resolve) => unknown> = {
  [coreServices.guestIntegrations.id]: (viewer, resolve): GuestIntegrationsService => ({
    pushGuest: (input) => resolve(IntegrationPush).pushGuest(viewer, input),
  }),
  [coreServices.ordersFromPlan.id]: (viewer, resolve): OrdersFromPlanService => ({
    createFromPlan: (input) => resolve(OrdersFromPlan).create(viewer, input),
  }),
};

export class PluginServices {
  private readonly made = new Map<string, unknown>();
  private readonly declared = new Map<string, { plugin: PluginDefinition; service: PluginService }>();

  constructor(plugins: readonly PluginDefinition[]) {
    const problems: string[] = [];
    for (const plugin of plugins) {
      for (const c of plugin.contributions) {
        if (c.point.id !== pluginServicesPoint.id) continue;
        const service = c.value as PluginService;
        if (this.declared.has(service.ref.id))
          problems.push(`service '${service.ref.id}' is provided by plugin '${this.declared.get(service.ref.id)!.plugin.id}' and plugin '${plugin.id}'`);
        this.declared.set(service.ref.id, { plugin, service });
      }
    }
    for (const plugin of plugins) {
      for (const c of plugin.contributions) {
        const deps =
          c.point.id === pluginCallsPoint.id
            ? (c.value as PluginCall).deps
            : c.point.id === pluginJobsPoint.id
              ? (c.value as PluginJob).deps
              : c.point.id === pluginServicesPoint.id
                ? (c.value as PluginService).deps
                : {};
        for (const ref of Object.values(deps)) {
          const known = this.declared.has(ref.id) || (c.point.id === pluginCallsPoint.id && ref.id in coreServiceFactories);
          if (!known)
            problems.push(
              `plugin '${plugin.id}' contribution '${c.id}' depends on service '${ref.id}', which nothing provides${ref.id in coreServiceFactories ? ' outside a call' : ''}`,
            );
        }
      }
    }
    if (problems.length) throw new RegistryError(problems);
    for (const id of this.declared.keys()) this.make(id, []);
  }

  /** A plugin service (made at start). */
  get<T>(ref: ServiceRef<T>): T {
    return this.made.get(ref.id) as T;
  }

  /** The deps of a call: core's bound to the viewer, plugins' shared. */
  forRequest(deps: Record<string, ServiceRef<unknown>>, viewer: Viewer, resolve: Resolve): Record<string, unknown> {
    return Object.fromEntries(Object.entries(deps).map(([name, ref]) => [name, coreServiceFactories[ref.id]?.(viewer, resolve) ?? this.get(ref)]));
  }

  /** The deps of a job (plugins' services only: a job has no viewer). */
  forJob(deps: Record<string, ServiceRef<unknown>>): Record<string, unknown> {
    return Object.fromEntries(Object.entries(deps).map(([name, ref]) => [name, this.get(ref)]));
  }

  private make(id: string, path: string[]): unknown {
    if (this.made.has(id)) return this.made.get(id);
    if (path.includes(id)) throw new RegistryError([`services depend on each other in a cycle: ${[...path, id].join(' -> ')}`]);
    const { service } = this.declared.get(id)!;
    const deps = Object.fromEntries(Object.entries(service.deps).map(([name, ref]) => [name, this.make(ref.id, [...path, id])]));
    const made = service.create(deps as never);
    this.made.set(id, made);
    return made;
  }
}
