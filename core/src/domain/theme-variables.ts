/**
 * An organisation's theme as the CSS custom properties the web's stylesheets read (they read only
 * these). One derivation for both places that set them: the browser (apply-theme.ts, on the document
 * root) and the server, which writes the same values into index.html's root element so the first
 * paint is already in the organisation's colours and font.
 */
import { CONTRAST_MINIMUM, inkOn, readableOn } from './colour-contrast.ts';

/** The darkest light surface accent-coloured text and focus rings sit on (--surface-muted in base.css). */
export const DARKEST_SURFACE = '#f0f1f4';

/** The derived colours of an accent, each readable by WCAG 2.2 AA whatever the accent (see the theme contrast test). */
export function themeColours(accent: string): Record<string, string> {
  return {
    '--accent': accent,
    '--on-accent': readableOn(accent),
    // Accent used as text (monograms, links, marks) and as the focus ring, on light surfaces.
    '--accent-ink': inkOn(accent, DARKEST_SURFACE, CONTRAST_MINIMUM.text),
  };
}

export function themeVariables(theme: { accentColor: string; fontFamily: string; fontSize: number }): Record<string, string> {
  return { ...themeColours(theme.accentColor), '--font-family': theme.fontFamily, '--font-size': `${theme.fontSize}px` };
}
