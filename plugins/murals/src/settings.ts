/**
 * The murals plugin's settings, given by the organisation that enables it. The fallback pattern
 * option is the organisation's catalogue id (the spec's 990 belongs to the organisation selling murals).
 */
import { z } from 'zod';
import { MURAL } from './constants.ts';

export const muralSettingsSchema = z.object({
  /** The mural option drawn when a texture's option is missing or archived. */
  fallbackMuralProductOptionId: z.number().int().positive().nullable().default(null),
  /**
   * Widest print panel Autogenerate makes. At least twice the minimum panel width, so an even split
   * never leaves a panel narrower than the minimum.
   */
  maxPanelWidth: z
    .number()
    .min(MURAL.minPanelWidth * 2)
    .max(100_000)
    .default(MURAL.minPanelWidth * 2),
});

export type MuralSettings = z.output<typeof muralSettingsSchema>;

export function readMuralSettings(raw: unknown): MuralSettings {
  const parsed = muralSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : muralSettingsSchema.parse({});
}
