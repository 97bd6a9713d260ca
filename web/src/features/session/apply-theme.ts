/** Writes the organisation's theme into CSS variables on the document root; the stylesheets read only these. */
import { readableOn, themeVariables, type Theme } from '@configurator/core';

/** Black or white, whichever reads better on the accent (WCAG contrast). */
export const contrastOn = readableOn;

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}
