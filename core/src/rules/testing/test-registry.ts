/** An organisation registry holding one test plugin's contributions, as the server would resolve it. */
import { definePlugin, type Contribution } from '../../plugins/define-plugin.ts';
import { PluginRegistry, type OrgRegistry } from '../../plugins/registry.ts';

export function registryWith(contributions: Contribution[], settings: Record<string, unknown> = {}): OrgRegistry {
  const plugin = definePlugin({ id: 'rules-test', kind: 'plugin', title: 'Rules test', contributions });
  return new PluginRegistry()
    .add(plugin)
    .freeze()
    .registryFor({ id: 7, enabledPlugins: [{ id: 'rules-test', settings }] });
}
