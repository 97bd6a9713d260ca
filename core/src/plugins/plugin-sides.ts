/**
 * The extension points' side, enforced: a contribution to a server point (payment gateways, tax
 * rates, demo data ...) holds server code and secrets' logic, so the web refuses to load it; a
 * contribution to a web point cannot run on the server. Shared points load anywhere. The server and
 * the web check the definitions they load, before building any registry from them.
 */
import type { PluginDefinition } from './define-plugin.ts';
import type { Side } from './extension-point.ts';

export type Loader = Exclude<Side, 'shared'>;

export class PluginSideError extends Error {
  constructor(readonly problems: string[]) {
    super(`Plugin contributions loaded on the wrong side:\n- ${problems.join('\n- ')}`);
    this.name = 'PluginSideError';
  }
}

/** Every contribution the loader may not load, named by plugin, contribution and point. */
export function contributionsOutOfSide(loader: Loader, plugins: readonly PluginDefinition[]): string[] {
  return plugins.flatMap((plugin) =>
    plugin.contributions
      .filter((c) => c.point.side !== 'shared' && c.point.side !== loader)
      .map((c) => `the ${loader} loaded plugin '${plugin.id}' contribution '${c.id}' to the ${c.point.side}-only extension point '${c.point.id}'`),
  );
}

/** Throws when any definition contributes to a point of the other side. */
export function assertLoadableBy(loader: Loader, plugins: readonly PluginDefinition[]): void {
  const problems = contributionsOutOfSide(loader, plugins);
  if (problems.length) throw new PluginSideError(problems);
}
