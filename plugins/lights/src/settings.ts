/**
 * The lights plugin's settings: which properties hold the fixture's length and finish, and the unit
 * the catalogue's length is entered in (an organisation working in inches enters inches).
 */
import { rememberedSettingsReader } from '@configurator/core';
import { z } from 'zod';

const id = z.number().int().min(0);

export const lightsSettingsSchema = z.object({
  /** Dimension property of the fixture length; 0 = none (the default length is drawn). */
  lengthPropertyId: id.default(0),
  /** Options carry data {fill} (CSS colour): the housing finish. */
  finishPropertyId: id.default(0),
  /** Options carry data {color} (CSS colour): the light's colour on the lens. */
  colorTemperaturePropertyId: id.default(0),
  lengthUnit: z.enum(['mm', 'in']).default('mm'),
});

export type LightsSettings = z.output<typeof lightsSettingsSchema>;
export type LightsSettingsInput = z.input<typeof lightsSettingsSchema>;

export const readLightsSettings = rememberedSettingsReader((raw: unknown): LightsSettings => {
  const parsed = lightsSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : lightsSettingsSchema.parse({});
});
