/**
 * The woodwork plugin's settings, given by an organisation in its enabledPlugins entry: which of its
 * properties hold a door's sizes and choices, and which products and properties number units. The
 * unit-number defaults are the spec's ids (products 104 and 105, custom properties 161 and 195); the
 * size properties have no spec ids, so an organisation names its own (0 = none: defaults apply).
 */
import { z } from 'zod';

const id = z.number().int().min(0);
const ids = z.array(id);

export const woodworkSettingsSchema = z.object({
  properties: z
    .object({
      /** Dimension properties (mm) of the width, height, thickness and (wood panels) length. */
      width: id.default(0),
      height: id.default(0),
      thickness: id.default(0),
      length: id.default(0),
      /** Options carry data {width} and optionally {thickness} (mm): the nominal lamella. */
      lamella: id.default(0),
      /** Options carry data {alignment: 'random' | 'standard'}; or a checkbox meaning random. */
      alignment: id.default(0),
      /** Options whose title holds the hinge count, e.g. '3 Hinges' (spec §9). */
      hinges: id.default(0),
      /** Options carry data {side: 'left' | 'right'}, or their title says Left or Right. */
      hingeSide: id.default(0),
      /** Options carry data {fill} (a CSS colour): the wood. */
      species: id.default(0),
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
export function readWoodworkSettings(raw: unknown): WoodworkSettings {
  const parsed = woodworkSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : woodworkSettingsSchema.parse({});
}
