/**
 * Issue 16 item 4 (repeated code): a plugin's theme states only what differs from core's defaultTheme
 * (themeOf lays it over the defaults), so a default changes in one place, not in every organisation.
 * Plain values only: an object such as the canvas may coincide with the default when an organisation
 * builds it from its own constants (org 1053's canvas at its drawing scale).
 */
import { describe, expect, it } from 'vitest';
import { defaultTheme, themePoint, type Theme } from '@configurator/core';
import { registry } from './installed.ts';

const themes = registry.installed.flatMap((plugin) =>
  plugin.contributions.filter((c) => c.point.id === themePoint.id).map((c) => [plugin.id, c.value as Partial<Theme>] as const),
);

describe('plugin themes', () => {
  it('there are themes to check', () => {
    expect(themes.length).toBeGreaterThan(0);
  });

  it.each(themes)('%s repeats no default value', (_id, theme) => {
    const repeated = Object.entries(theme).filter(([key, value]) => typeof value !== 'object' && value === defaultTheme[key as keyof Theme]);
    expect(repeated.map(([key]) => key)).toEqual([]);
  });
});
