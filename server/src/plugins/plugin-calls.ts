/**
 * Mounts the calls plugins contribute ('server-calls'): each under its plugin's tag in the API
 * reference, through the same CallRouter as the platform's own calls (zod contract, 401 then 400,
 * the price projection on every answer, the contract check in tests), so the fuzz test and the price
 * sweep enumerate them too. Before its handler: 404 for an organisation that does not enable the
 * plugin, 403 for a viewer the call's permission rule refuses. Its services are bound to the request's
 * viewer (core's) or shared by the server (plugins'), resolved by PluginServices.
 */
import { pluginCallsPoint, type PluginCall, type PluginCallPermission, type PluginCallViewer, type PluginDefinition } from '@configurator/core';
import type { CallRouter } from '../http/call-router.ts';
import type { Viewer } from '../auth/viewer.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { PluginServices } from './plugin-services.ts';

const permitted: Record<PluginCallPermission, (viewer: Viewer) => boolean> = {
  owner: (viewer) => viewer.role === 'owner' && viewer.isEmployee,
  employee: (viewer) => viewer.isEmployee,
  'member-of-organisation': () => true,
};

const REFUSED = 'Your role does not allow this call.';

export const pluginCallViewer = (viewer: Viewer): PluginCallViewer => ({
  userId: viewer.userId,
  orgId: viewer.orgId,
  role: viewer.role,
  isEmployee: viewer.isEmployee,
});

/** Every plugin call with the plugin that contributes it, in the installed order. */
export function installedPluginCalls(plugins: readonly PluginDefinition[]): { plugin: PluginDefinition; call: PluginCall }[] {
  return plugins.flatMap((plugin) =>
    plugin.contributions.filter((c) => c.point.id === pluginCallsPoint.id).map((c) => ({ plugin, call: c.value as PluginCall })),
  );
}

export function mountPluginCalls(calls: CallRouter, plugins: readonly PluginDefinition[], services: PluginServices): void {
  for (const { plugin, call } of installedPluginCalls(plugins)) {
    calls.forPlugin(plugin, (c) =>
      c.authed(
        call.call,
        async (input, { viewer, resolve }) => {
          if (!viewer.registry.has(plugin.id)) throw notFound();
          if (!permitted[call.permission](viewer)) throw forbidden(call.refusal ?? REFUSED);
          const deps = services.forRequest(call.deps, viewer, resolve);
          return call.handle(input, { viewer: pluginCallViewer(viewer), settings: viewer.registry.settingsOf(plugin.id), deps: deps as never });
        },
        { example: call.example },
      ),
    );
  }
}
