/** The API reference's builder: plugin calls under their plugin's tag, sorted and repeatable output. */
import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { container } from 'tsyringe';
import { defineCall } from '@configurator/core';
import { CallRouter } from '../http/call-router.ts';
import { buildOpenApiDocument, openApiPath } from './openapi-document.ts';
import { stableJson } from './stable-json.ts';

const pluginCall = defineCall(
  '/configurator/murals/split-panels',
  z.object({ productInstanceId: z.number().int().min(1).max(2_147_483_647) }),
  z.object({ data: z.object({ panels: z.number() }) }),
);
const coreCall = defineCall('/configurator/ping', z.object({}).strict(), z.object({ data: z.object({}) }));

function routerWithAPluginCall(): CallRouter {
  const calls = new CallRouter(container.createChildContainer());
  calls.group({ name: 'Orders', description: 'Orders.' }, (c) => c.open(coreCall, async () => ({ data: {} })));
  calls.forPlugin({ id: 'murals', title: 'Murals' }, (c) => c.authed(pluginCall, async () => ({ data: { panels: 3 } })));
  return calls;
}

describe('the OpenAPI document', () => {
  it("lists a call a plugin added under that plugin's tag", () => {
    const calls = routerWithAPluginCall();
    const document = buildOpenApiDocument({ calls: calls.mounted, routes: calls.described });
    const operation = document.paths[pluginCall.path]!.post!;
    expect(operation.tags).toEqual(['Plugin: Murals']);
    expect(document.tags).toContainEqual({ name: 'Plugin: Murals', description: "Calls added by the plugin 'murals'.", 'x-plugin': 'murals' });
    expect(operation.security).toEqual([{ session: [] }]);
    expect(document.paths[coreCall.path]!.post!.tags).toEqual(['Orders']);
  });

  it('is the same text every time, keys sorted', () => {
    const calls = routerWithAPluginCall();
    const once = stableJson(buildOpenApiDocument({ calls: calls.mounted, routes: calls.described }));
    expect(stableJson(buildOpenApiDocument({ calls: calls.mounted, routes: calls.described }))).toBe(once);
    const keys = Object.keys(JSON.parse(once) as object);
    expect(keys).toEqual([...keys].sort());
  });

  it('writes router parameters the OpenAPI way', () => {
    expect(openApiPath('/configurator/payments/webhook/:gatewayId/:orgId/:environment')).toBe(
      '/configurator/payments/webhook/{gatewayId}/{orgId}/{environment}',
    );
  });
});
