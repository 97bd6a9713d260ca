/** A plugin: an id, its kind, an optional settings schema, and its contributions to extension points. */
import type { z } from 'zod';
import type { ExtensionPoint } from './extension-point.ts';

export interface Contribution<Payload = unknown> {
  readonly point: ExtensionPoint<Payload>;
  /** Names the contribution in errors and lists; unique within its plugin. */
  readonly id: string;
  /** Required for keyed points (e.g. the renderer key a product names, a gateway id). */
  readonly key?: string;
  readonly value: Payload;
}

export interface PluginDefinition {
  readonly id: string;
  readonly kind: 'plugin' | 'org';
  readonly title: string;
  readonly settingsSchema?: z.ZodType;
  readonly contributions: readonly Contribution[];
}

/** Builds one contribution with its payload checked against the point's type. */
export function contribute<Payload>(
  point: ExtensionPoint<Payload>,
  value: Payload,
  options: { id?: string; key?: string | number } = {},
): Contribution<Payload> {
  const key = options.key === undefined ? undefined : String(options.key);
  return { point, value, key, id: options.id ?? (key === undefined ? point.id : `${point.id}:${key}`) };
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return Object.freeze({ ...definition, contributions: Object.freeze([...definition.contributions]) });
}
