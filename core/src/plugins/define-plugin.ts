/** A plugin: an id, its kind, an optional settings schema, and its contributions to extension points. */
import { z } from 'zod';
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
  /**
   * The plugin's settings as an organisation gives them (its enabledPlugins entry): a zod schema with
   * defaults. definePlugin gives a plugin without settings NO_SETTINGS, so every plugin has one.
   */
  readonly settingsSchema?: z.ZodType;
  readonly contributions: readonly Contribution[];
}

/** How a contribution is named: its id (the point's id, with its key when it has one, unless given) and key. */
export interface ContributionOptions {
  id?: string;
  key?: string | number;
}

/** The id and key of a contribution to the point (contribute and contributeLazily name theirs alike). */
export function contributionName(point: ExtensionPoint<unknown>, options: ContributionOptions = {}): { id: string; key: string | undefined } {
  const key = options.key === undefined ? undefined : String(options.key);
  return { key, id: options.id ?? (key === undefined ? point.id : `${point.id}:${key}`) };
}

/** Builds one contribution with its payload checked against the point's type. */
export function contribute<Payload>(point: ExtensionPoint<Payload>, value: Payload, options: ContributionOptions = {}): Contribution<Payload> {
  return { point, value, ...contributionName(point, options) };
}

/**
 * The settings of a plugin that declares no schema: any object, kept as given (plugins that read a
 * setting declare it in their own schema; this only refuses settings that are not an object).
 */
export const NO_SETTINGS = z.record(z.string(), z.unknown());

/** The plugin's settings schema (NO_SETTINGS when it declares none). */
export const settingsSchemaOf = (plugin: PluginDefinition): z.ZodType => plugin.settingsSchema ?? NO_SETTINGS;

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return Object.freeze({ ...definition, settingsSchema: settingsSchemaOf(definition), contributions: Object.freeze([...definition.contributions]) });
}
