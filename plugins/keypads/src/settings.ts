/**
 * The keypads plugin's settings, given by an organisation in its enabledPlugins entry. The catalogue
 * ids are the organisation's own and have no defaults: a plugin never falls back to another
 * organisation's ids. Optional features are explicit: a back box property, the standard-size-only
 * options and the single-line engraving rule are off when null or absent (never 'id 0').
 * Defaults remain only for values that are the product's rules, not an organisation's records
 * (the mud ring's type name and plate height, the engraving cap height).
 */
import { rememberedSettingsReader } from '@configurator/core';
import { z } from 'zod';

const id = z.number().int().positive();
const ids = z.array(id);

export const keypadSettingsSchema = z.object({
  /** Product categories the keypad size rule applies to. */
  categoryIds: ids.min(1),
  /** Property whose options carry data {width, height} in mm (the plate size). */
  plateSizePropertyId: id,
  /** Property whose options carry data {layoutString} and/or {rows, columns} (the mechanism layout). */
  layoutPropertyId: id,
  /** Property whose options carry data {type, backBoxProductId} (the back box); null: no back boxes. */
  backBoxPropertyId: id.nullable().default(null),
  /** Back box products that allow the 82 wide by 144 high plate with 2 columns and 4 rows. */
  tallNarrowBackBoxProductIds: ids.default([]),
  /** Options removed unless the keypad-size table passes without its exceptions; null: no such options. */
  standardSizeOnly: z
    .object({ propertyId: id, optionIds: ids.min(1) })
    .nullable()
    .default(null),
  /** Layouts with a T in their second part are dropped with this back box type at this plate height. */
  mudRing: z.object({ backBoxType: z.string().min(1).max(100).default('MUD RING'), plateHeight: z.number().positive().default(82) }).prefault({}),
  engraving: z
    .object({
      /** Array properties holding engravings (per mechanism, 'above' and 'below', up to 2 lines). */
      propertyIds: ids.default([]),
      /** Cap height of engraved text in mm. */
      fontSizeMm: z.number().positive().max(50).default(3),
      /** One line per location when one of these options is chosen on one of these products; null: no such rule. */
      singleLine: z
        .object({ productIds: ids.min(1), optionIds: ids.min(1) })
        .nullable()
        .default(null),
      /** One line where the space above or below a mechanism cannot hold two (the height-limit check). */
      limitLinesWhenSpaceIsShort: z.boolean().default(false),
    })
    .prefault({}),
});

export type KeypadSettings = z.output<typeof keypadSettingsSchema>;
export type KeypadSettingsInput = z.input<typeof keypadSettingsSchema>;

/**
 * Settings under which no keypad rule acts (no category is a keypad category, no property is read):
 * what a contribution sees when it is handed settings that are not a keypads plugin's (a caller
 * passing another plugin's settings). The registry refuses malformed settings of an organisation
 * before any contribution runs, so an organisation never gets these silently.
 */
const INERT_SETTINGS: KeypadSettings = {
  categoryIds: [],
  plateSizePropertyId: Number.NaN,
  layoutPropertyId: Number.NaN,
  backBoxPropertyId: null,
  tallNarrowBackBoxProductIds: [],
  standardSizeOnly: null,
  mudRing: { backBoxType: 'MUD RING', plateHeight: 82 },
  engraving: { propertyIds: [], fontSizeMm: 3, singleLine: null, limitLinesWhenSpaceIsShort: false },
};

/** The settings a contribution receives, completed with defaults (inert when they are not keypad settings). */
export const readKeypadSettings = rememberedSettingsReader((raw: unknown): KeypadSettings => {
  const parsed = keypadSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : INERT_SETTINGS;
});
