/**
 * The card gateway forms (extension point 'card-gateway-forms', core/src/plugins/card-gateway-forms.ts):
 * the payment screen names the gateway in use, with the plugin that contributes it; that plugin's
 * entries are loaded here (lazily, as every plugin's: session/plugin-loaders.ts) and
 * its form found by gateway id. Gateways are platform plumbing, so the plugin is loaded whether or not
 * the organisation lists it. Nothing here names a gateway.
 */
import { cardGatewayFormsPoint, type CardGatewayForm } from '@configurator/core';
import { pluginLoaders } from '../session/plugin-loaders.ts';

export interface CardGatewayRef {
  gatewayId: string;
  pluginId: string;
  setup: Readonly<Record<string, string>>;
}

const loaded = new Map<string, Promise<CardGatewayForm | undefined>>();

/** The form of a gateway; undefined when its plugin has no web entry contributing one. */
export function loadCardGatewayForm({ pluginId, gatewayId }: Pick<CardGatewayRef, 'pluginId' | 'gatewayId'>): Promise<CardGatewayForm | undefined> {
  const key = `${pluginId}:${gatewayId}`;
  let pending = loaded.get(key);
  if (!pending) {
    const loader = pluginLoaders[pluginId];
    pending = (loader ? loader() : Promise.resolve([])).then(
      (definitions) =>
        definitions.flatMap((d) => d.contributions).find((c) => c.point.id === cardGatewayFormsPoint.id && c.key === gatewayId)?.value as
          CardGatewayForm | undefined,
    );
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
