/**
 * Each installed plugin's settings as JSON Schema (zod 4's z.toJSONSchema, input side so defaults
 * show as defaults): the console generates its settings form from it.
 */
import { z } from 'zod';
import { settingsSchemaOf, type PluginRegistry } from '@configurator/core';

export function installedPluginsInfo(installed: PluginRegistry) {
  return installed.installed
    .map((plugin) => ({
      id: plugin.id,
      title: plugin.title,
      kind: plugin.kind,
      settingsJsonSchema: z.toJSONSchema(settingsSchemaOf(plugin), { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id));
}
