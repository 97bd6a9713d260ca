/**
 * Contributions whose payload loads with the drawings (issue 37 item 4). A plugin's definition is
 * loaded on every page, home included, but engraving layouts, symbols, option filters and item
 * validators are only read by the order's pages: contributeLazily names the point, id and key at once,
 * so the registry checks them as any other contribution (cardinality, keys, side), while the payload
 * is a loader, e.g. () => import('./order-contributions.ts').then((m) => m.sizeFilter).
 * Consumers stay synchronous: the web's routes that read these payloads wait for loadRenderers, and
 * the server and the tests load them all with loadPluginRenderers before building a registry
 * (lazy-renderers.ts). Reading a payload before it arrived is a bug of the page that skipped the wait,
 * so it throws saying so rather than acting as if the plugin contributed nothing.
 */
import { contributionName, type Contribution, type ContributionOptions } from './define-plugin.ts';
import type { ExtensionPoint } from './extension-point.ts';

/** The load of each lazy contribution; eager contributions are not in it. */
const loaders = new WeakMap<Contribution, () => Promise<void>>();
const arrived = new WeakSet<Contribution>();

/** A contribution to the point whose payload is loaded by loadRenderers (web) or loadPluginRenderers (server, tests). */
export function contributeLazily<Payload>(
  point: ExtensionPoint<Payload>,
  load: () => Promise<Payload>,
  options: ContributionOptions = {},
): Contribution<Payload> {
  const { id, key } = contributionName(point, options);
  let payload: { value: Payload } | undefined;
  const contribution: Contribution<Payload> = Object.freeze({
    point,
    id,
    key,
    get value(): Payload {
      if (!payload) throw new Error(`The contribution '${id}' to '${point.id}' is not loaded yet: await loadRenderers(registry) before reading it.`);
      return payload.value;
    },
  });
  let pending: Promise<void> | undefined;
  loaders.set(contribution, () => {
    pending ??= load().then(
      (value) => {
        payload = { value };
        arrived.add(contribution);
      },
      (error: unknown) => {
        // A failed chunk (network) is asked for again next time.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  });
  return contribution;
}

/** Whether the contribution's payload can be read: always for an eager one, once loaded for a lazy one. */
export const contributionLoaded = (contribution: Contribution): boolean => !loaders.has(contribution) || arrived.has(contribution);

/** Loads a lazy contribution's payload (once, shared by every organisation enabling its plugin); nothing to do for an eager one. */
export const loadContribution = (contribution: Contribution): Promise<void> => loaders.get(contribution)?.() ?? Promise.resolve();
