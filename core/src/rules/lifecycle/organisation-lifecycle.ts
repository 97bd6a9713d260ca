/**
 * The organisation's lifecycle: core's transitions table with the guards and moves of its enabled
 * plugins (the 'lifecycle' extension point). The server decides with it and the web offers buttons
 * with it, so both read the same table.
 */
import { lifecyclePoint } from '../../plugins/extension-points.ts';
import type { OrgRegistry } from '../../plugins/registry.ts';
import { composeTransitions, pluginMoveButtons } from './lifecycle-extensions.ts';
import type { TransitionRow } from './transitions.ts';
import { transitions } from './transitions.ts';
import type { PluginMoveName } from './types.ts';

export interface OrganisationLifecycle {
  transitions: readonly TransitionRow[];
  buttons: { move: PluginMoveName; label: string; description?: string }[];
}

const cache = new WeakMap<OrgRegistry, OrganisationLifecycle>();

export function lifecycleOf(registry: OrgRegistry | undefined): OrganisationLifecycle {
  if (!registry) return { transitions, buttons: [] };
  let found = cache.get(registry);
  if (!found) {
    const extensions = registry.all(lifecyclePoint);
    found = { transitions: composeTransitions(extensions), buttons: pluginMoveButtons(extensions) };
    cache.set(registry, found);
  }
  return found;
}
