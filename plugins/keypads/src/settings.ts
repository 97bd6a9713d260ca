/**
 * The keypads plugin's settings, given by an organisation in its enabledPlugins entry. The defaults are
 * the spec's catalogue ids (keypads are product category 1, layouts property 4, the size-checked option
 * 139 of property 26, engravings on properties 27 and 112), so an organisation using those ids needs
 * no settings; an organisation with its own ids names them here.
 */
import { z } from 'zod';

const id = z.number().int();
const ids = z.array(id);

export const keypadSettingsSchema = z.object({
  /** Product categories the keypad size rule applies to. */
  categoryIds: ids.default([1]),
  /** Property whose options carry data {width, height} in mm (the plate size). */
  plateSizePropertyId: id.default(3),
  /** Property whose options carry data {layoutString} and/or {rows, columns} (the mechanism layout). */
  layoutPropertyId: id.default(4),
  /** Property whose options carry data {type, backBoxProductId} (the back box). */
  backBoxPropertyId: id.default(29),
  /** Back box products that allow the 82 wide by 144 high plate with 2 columns and 4 rows. */
  tallNarrowBackBoxProductIds: ids.default([1424]),
  /** Options removed unless the keypad-size table passes without its exceptions (spec: property 26, option 139). */
  standardSizeOnly: z.object({ propertyId: id.default(26), optionIds: ids.default([139]) }).prefault({}),
  /** Layouts with a T in their second part are dropped with this back box type at this plate height. */
  mudRing: z.object({ backBoxType: z.string().default('MUD RING'), plateHeight: z.number().default(82) }).prefault({}),
  engraving: z
    .object({
      /** Array properties holding engravings (per mechanism, 'above' and 'below', up to 2 lines). */
      propertyIds: ids.default([27, 112]),
      /** Cap height of engraved text in mm. */
      fontSizeMm: z.number().positive().default(3),
      /** One line per location when one of these options is chosen on one of these products (spec: 519 on product 1). */
      singleLine: z.object({ productIds: ids.default([1]), optionIds: ids.default([519]) }).prefault({}),
      /** One line where the space above or below a mechanism cannot hold two (the height-limit check). */
      limitLinesWhenSpaceIsShort: z.boolean().default(false),
    })
    .prefault({}),
});

export type KeypadSettings = z.output<typeof keypadSettingsSchema>;
export type KeypadSettingsInput = z.input<typeof keypadSettingsSchema>;

/**
 * The settings a contribution receives, completed with defaults. Malformed settings are refused when
 * the registry resolves the organisation (the schema is the plugin's settingsSchema), so here a parse
 * failure can only come from a caller passing another plugin's settings: the defaults apply then.
 */
export function readKeypadSettings(raw: unknown): KeypadSettings {
  const parsed = keypadSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : keypadSettingsSchema.parse({});
}
