/** Writes the organisation's theme into CSS variables on the document root; the stylesheets read only these. */
import type { Theme } from '@configurator/core';

/** Black or white, whichever reads better on the accent (WCAG relative luminance). */
export function contrastOn(hex: string): string {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!m) return '#ffffff';
  const full = m[1]!.length === 3 ? m[1]!.split('').map((c) => c + c).join('') : m[1]!;
  const channel = (i: number) => {
    const v = parseInt(full.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.45 ? '#111111' : '#ffffff';
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--accent', theme.accentColor);
  root.style.setProperty('--on-accent', contrastOn(theme.accentColor));
  root.style.setProperty('--font-family', theme.fontFamily);
  root.style.setProperty('--font-size', `${theme.fontSize}px`);
}
