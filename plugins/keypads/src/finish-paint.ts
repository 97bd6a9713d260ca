/**
 * Plate finishes drawn as finishes (issue 31): a brushed plate shows fine streaks, a polished one a
 * highlight across it, a matte one a faint grain, a satin one a soft sheen, as core's shape-tree paint
 * (domain/shapes.ts Paint) so the order page, downloads, sheets and documents all draw it.
 *
 * The finish is the option's data { plateTexture: 'brushed' | 'polished' | 'matte' | 'satin' }; an
 * option without it is read from its title ('Brushed Steel' is brushed), so a catalogue gets finishes
 * without new data. Sizes are in mm (the plate's unit before toUnits).
 */
import { optionData, type Paint, type ProductOption } from '@configurator/core';

export const PLATE_TEXTURES = ['brushed', 'polished', 'matte', 'satin'] as const;
export type PlateTexture = (typeof PLATE_TEXTURES)[number];

const isTexture = (value: unknown): value is PlateTexture => typeof value === 'string' && (PLATE_TEXTURES as readonly string[]).includes(value);

/** The option's finish: its data's plateTexture, else the first finish word of its title. */
export function textureOf(option: ProductOption): PlateTexture | undefined {
  const data = optionData(option, 'plateTexture');
  if (isTexture(data)) return data;
  const words = option.title.toLowerCase().split(/[^a-z]+/);
  return PLATE_TEXTURES.find((t) => words.includes(t));
}

/** The hex colour mixed toward white (amount > 0) or black (amount < 0); other colours are returned as they are. */
export function shade(color: string, amount: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const target = amount > 0 ? 255 : 0;
  const k = Math.min(1, Math.abs(amount));
  return `#${[0, 2, 4]
    .map((i) => parseInt(hex.slice(i, i + 2), 16))
    .map((c) =>
      Math.round(c + (target - c) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Marks read on light and dark plates alike: dark marks on a light plate, light ones on a dark plate. */
const markOn = (color: string): string => {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return '#000000';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 96 ? '#ffffff' : '#000000';
};

/**
 * Texture sizes in mm: coarser than the real surface so the finish reads where plates are drawn (about
 * 1 to 3 px per mm on the order page and sheets); true-scale brushing would be finer than a pixel.
 */
export const FINISH_MM = { streakSpacing: 1.2, streakWidth: 0.3, grainSpacing: 2, grainSize: 0.7 } as const;

/** The paint of a plate of this colour and finish; undefined: a plain fill. */
export function finishPaint(texture: PlateTexture | undefined, color: string): Paint | undefined {
  const mark = markOn(color);
  switch (texture) {
    case 'brushed':
      return {
        gradient: {
          angle: 90,
          stops: [
            { offset: 0, color: shade(color, 0.18) },
            { offset: 0.55, color },
            { offset: 1, color: shade(color, -0.12) },
          ],
        },
        texture: { kind: 'lines', spacing: FINISH_MM.streakSpacing, size: FINISH_MM.streakWidth, angle: 0, color: mark, opacity: 0.16 },
      };
    case 'polished':
      return {
        gradient: {
          angle: 35,
          stops: [
            { offset: 0, color: shade(color, -0.2) },
            { offset: 0.38, color: shade(color, 0.45) },
            { offset: 0.5, color },
            { offset: 0.68, color: shade(color, 0.25) },
            { offset: 1, color: shade(color, -0.25) },
          ],
        },
      };
    case 'matte':
      return { texture: { kind: 'dots', spacing: FINISH_MM.grainSpacing, size: FINISH_MM.grainSize, angle: 0, color: mark, opacity: 0.14 } };
    case 'satin':
      return {
        gradient: {
          angle: 60,
          stops: [
            { offset: 0, color: shade(color, 0.1) },
            { offset: 1, color: shade(color, -0.06) },
          ],
        },
      };
    default:
      return undefined;
  }
}

/** The finish of the first chosen option that sets a plate colour. */
export function plateTextureOf(chosen: readonly ProductOption[]): PlateTexture | undefined {
  const option = chosen.find((o) => typeof optionData(o, 'plateFill') === 'string');
  return option ? textureOf(option) : undefined;
}
