/**
 * Colour contrast by WCAG 2.2's definition (relative luminance, ratio 1:1 to 21:1), used to derive an
 * organisation's colours that must stay readable whatever accent it picks: text on the accent,
 * accent-coloured text and focus rings on light surfaces.
 */

/** WCAG 2.2 AA minimums: 1.4.3 for text, 1.4.11 for controls' boundaries and meaningful glyphs. */
export const CONTRAST_MINIMUM = { text: 4.5, nonText: 3 } as const;

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return null;
  const full =
    m[1]!.length === 3
      ? m[1]!
          .split('')
          .map((c) => c + c)
          .join('')
      : m[1]!;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a colour: ${hex}`);
  const [r, g, b] = rgb.map((value) => {
    const v = value / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Near-black or white, whichever has the higher contrast on the background. */
export function readableOn(background: string): string {
  if (!parseHex(background)) return '#ffffff';
  return contrastRatio('#111111', background) >= contrastRatio('#ffffff', background) ? '#111111' : '#ffffff';
}

/**
 * The colour itself when it reaches `minimum` on the background, else the same hue darkened
 * (mixed toward black) just enough: accent-coloured text and rings stay on brand and readable.
 */
export function inkOn(colour: string, background: string, minimum: number = CONTRAST_MINIMUM.text): string {
  const rgb = parseHex(colour);
  if (!rgb) return '#111111';
  for (let step = 0; step <= 20; step++) {
    const candidate = toHex(rgb.map((v) => v * (1 - step / 20)) as Rgb);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
