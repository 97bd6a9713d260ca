/**
 * The option data keys the plate families read (option.data is free JSON, spec §3), besides the
 * plate size { width, height } and finishes { plateFill } / { mechanismFill } of option-data.ts:
 * - lamp:         { lampShape: 'round' | 'square', lampSize: mm, lampCount?: n }      lamp plates
 * - receptacle:   { receptacle: 'duplex' | 'single' | 'usb', gang?: n }              receptacle plates
 * - port plate:   { portPlateShape: 'round' | 'square' | 'rectangular' }             port plates
 * - ports:        { ports: n, portType?: 'data' | 'hdmi' | 'usb' | 'coax' }           ports on a port plate
 * - mechanisms:   { mechanisms: 'switch,receptacle,lamp,port' }                      multi-mechanism plates
 * A number out of its bounds is clamped into them and reported as a problem on the drawing.
 */
import type { ProductOption } from '@configurator/core';
import { optionData } from '@configurator/core';

export const MECHANISM_KINDS = ['button', 'switch', 'lamp', 'receptacle', 'port'] as const;
export type MechanismKind = (typeof MECHANISM_KINDS)[number];
export const isMechanismKind = (v: string): v is MechanismKind => (MECHANISM_KINDS as readonly string[]).includes(v);

/** Bounds of the numbers families read; past them the drawing clamps and says so. */
export const FAMILY_BOUNDS = {
  plateMm: { min: 20, max: 600 },
  lampSizeMm: { min: 5, max: 80 },
  count: { min: 1, max: 12 },
} as const;

export const numberData = (option: ProductOption | undefined, key: string): number | undefined => {
  const value = optionData(option, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

export const stringData = (option: ProductOption | undefined, key: string): string | undefined => {
  const value = optionData(option, key);
  return typeof value === 'string' ? value : undefined;
};

/** The first chosen option carrying this data key. */
export const chosenWith = (chosen: readonly ProductOption[], key: string): ProductOption | undefined => chosen.find((o) => optionData(o, key) !== undefined);
