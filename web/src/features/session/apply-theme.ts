/** Writes the organisation's theme into CSS variables on the document root; the stylesheets read only these. */
import { CONTRAST_MINIMUM, inkOn, readableOn, type Theme } from '@configurator/core';

/** The darkest light surface accent-coloured text and focus rings sit on (--surface-muted in base.css). */
export const DARKEST_SURFACE = '#f0f1f4';

/** Black or white, whichever reads better on the accent (WCAG contrast). */
export const contrastOn = readableOn;

/** The derived colours of a theme, each readable by WCAG 2.2 AA whatever the accent (see the theme contrast test). */
export function themeColours(accent: string): Record<string, string> {
  return {
    '--accent': accent,
    '--on-accent': readableOn(accent),
    // Accent used as text (monograms, links, marks) and as the focus ring, on light surfaces.
    '--accent-ink': inkOn(accent, DARKEST_SURFACE, CONTRAST_MINIMUM.text),
  };
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeColours(theme.accentColor))) root.style.setProperty(name, value);
  root.style.setProperty('--font-family', theme.fontFamily);
  root.style.setProperty('--font-size', `${theme.fontSize}px`);
}
