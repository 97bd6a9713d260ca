/**
 * The woodwork plugin's settings, given by an organisation in its enabledPlugins entry: which of its
 * properties hold a door's sizes and choices, and which products and properties number units. The
 * unit-number defaults are the spec's ids (products 104 and 105, custom properties 161 and 195); the
 * size properties have no spec ids, so an organisation names its own (none: defaults apply).
 */
import { rememberedSettingsReader } from '@configurator/core';
import { z } from 'zod';

const id = z.number().int().min(0);
const ids = z.array(id);

export const woodworkSettingsSchema = z.object({
  /**
   * The organisation's properties per role, each a list: the first one the product has is read (a door's
   * width and a board's width can be different properties). Empty: the defaults are drawn.
   */
  properties: z
    .object({
      /** Dimension properties (mm) of the width, height, thickness and (wood panels) length. */
      width: ids.default([]),
      height: ids.default([]),
      thickness: ids.default([]),
      length: ids.default([]),
      /** Options carry data {width} and optionally {thickness} (mm): the nominal lamella. */
      lamella: ids.default([]),
      /** Options carry data {alignment: 'random' | 'standard'} or a title with Random; or a checkbox meaning random. */
      alignment: ids.default([]),
      /** Options whose title holds the hinge count, e.g. '3 Hinges' (spec §9). */
      hinges: ids.default([]),
      /** Options carry data {side: 'left' | 'right'}, or their title says Left or Right. */
      hingeSide: ids.default([]),
      /** Options carry data {fill} (a CSS colour): the wood. */
      species: ids.default([]),
    })
    .prefault({}),
  unitNumber: z
    .object({
      /** Products whose items carry a unit number (spec: 104 door with slats, 105 slat panel). */
      productIds: ids.default([104, 105]),
      /** Custom properties whose value, when set, is the unit number (spec: 161 or 195). */
      propertyIds: ids.default([161, 195]),
    })
    .prefault({}),
});

export type WoodworkSettings = z.output<typeof woodworkSettingsSchema>;
export type WoodworkSettingsInput = z.input<typeof woodworkSettingsSchema>;

/** Settings completed with defaults; malformed settings are refused at start-up, so defaults apply here. */
export const readWoodworkSettings = rememberedSettingsReader((raw: unknown): WoodworkSettings => {
  const parsed = woodworkSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : woodworkSettingsSchema.parse({});
});

/** Per role, the one property of this product to read (0 = none). */
export type ResolvedProperties = { [K in keyof WoodworkSettings['properties']]: number };

export function propertiesOf(
  input: { product: { associations: { productProperties: Record<string, unknown> } } },
  settings: WoodworkSettings,
): ResolvedProperties {
  const applied = input.product.associations.productProperties;
  const first = (ids: readonly number[]) => ids.find((id) => applied[String(id)] !== undefined) ?? 0;
  const p = settings.properties;
  return {
    width: first(p.width),
    height: first(p.height),
    thickness: first(p.thickness),
    length: first(p.length),
    lamella: first(p.lamella),
    alignment: first(p.alignment),
    hinges: first(p.hinges),
    hingeSide: first(p.hingeSide),
    species: first(p.species),
  };
}
