/**
 * Issue 16 item 4: the extension point's side is enforced. What the web loads (the lazy composition
 * root) holds no server-only contribution, what the server loads no web-only one, and a server-only
 * contribution planted in a web-loaded plugin is refused, naming plugin, contribution and point.
 */
import { describe, expect, it } from 'vitest';
import {
  PluginSideError,
  assertLoadableBy,
  contribute,
  contributionsOutOfSide,
  defineExtensionPoint,
  definePlugin,
  paymentGatewayPoint,
  taxRatePoint,
  type PaymentGateway,
} from '@configurator/core';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';
import { pluginLoaders } from '../../orgs/installed-plugins.lazy.generated.ts';

describe('extension point sides', () => {
  it('every plugin the web can load contributes only to shared and web points', async () => {
    for (const [id, load] of Object.entries(pluginLoaders)) {
      expect(contributionsOutOfSide('web', await load()), id).toEqual([]);
    }
  });

  it('every plugin the server loads contributes only to shared and server points', () => {
    expect(contributionsOutOfSide('server', installedPlugins)).toEqual([]);
  });

  it('a server-only contribution cannot be loaded by the web', () => {
    const leaky = definePlugin({
      id: 'leaky',
      kind: 'plugin',
      title: 'Leaky',
      contributions: [contribute(taxRatePoint, { rateFor: async () => 0 } as never), contribute(paymentGatewayPoint, {} as PaymentGateway, { key: 'leaky' })],
    });
    expect(() => assertLoadableBy('web', [leaky])).toThrow(PluginSideError);
    expect(contributionsOutOfSide('web', [leaky])).toEqual([
      "the web loaded plugin 'leaky' contribution 'tax-rate' to the server-only extension point 'tax-rate'",
      "the web loaded plugin 'leaky' contribution 'payment-gateway:leaky' to the server-only extension point 'payment-gateway'",
    ]);
    expect(() => assertLoadableBy('server', [leaky])).not.toThrow();
  });

  it('a web-only contribution cannot be loaded by the server', () => {
    const webPoint = defineExtensionPoint<string>('web-widget', 'single', 'web', 'A widget only the browser draws');
    const widget = definePlugin({ id: 'widget', kind: 'plugin', title: 'Widget', contributions: [contribute(webPoint, 'x')] });
    expect(() => assertLoadableBy('server', [widget])).toThrow(
      "the server loaded plugin 'widget' contribution 'web-widget' to the web-only extension point 'web-widget'",
    );
    expect(() => assertLoadableBy('web', [widget])).not.toThrow();
  });
});
