/**
 * The contributions of one extension point together with the settings the organisation gave their
 * plugin. OrgRegistry.all() returns payloads only; rule contexts also need each plugin's settings.
 * Order is the organisation's plugin order, then each plugin's contribution order (as registry.all()).
 */
import type { ExtensionPoint } from '../plugins/extension-point.ts';
import type { OrgRegistry } from '../plugins/registry.ts';

export interface ContributionWithSettings<P> {
  value: P;
  settings: Record<string, unknown>;
}

export function contributionsWithSettings<P>(registry: OrgRegistry | undefined, point: ExtensionPoint<P>): ContributionWithSettings<P>[] {
  if (!registry) return [];
  const found: ContributionWithSettings<P>[] = [];
  for (const { plugin, settings } of registry.plugins) {
    for (const contribution of plugin.contributions) {
      if (contribution.point.id === point.id) found.push({ value: contribution.value as P, settings });
    }
  }
  return found;
}
