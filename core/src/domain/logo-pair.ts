/**
 * Each organisation has a white and a black logo (spec catalogue §6): the black one for light
 * backgrounds (a light header, documents, drawing sheets), the white one for dark backgrounds (a dark
 * header). An organisation that draws its logo as SVG draws it once, given the colours of its mark
 * and its lettering; this makes both variants as the theme's fields.
 */
/** The lettering of a black logo: near-black, as printed. */
const LOGO_INK = '#1f2937';
const WHITE = '#ffffff';

const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

export function logoPair(draw: (mark: string, ink: string) => string, accent: string, ink: string = LOGO_INK): { logoUrl: string; logoWhiteUrl: string } {
  return { logoUrl: svgDataUrl(draw(accent, ink)), logoWhiteUrl: svgDataUrl(draw(WHITE, WHITE)) };
}
