import { describe, expect, it } from 'vitest';
import { catalogueWithOrgId } from '@configurator/core/domain/demo-records';
import { PluginRegistry, themeOf, wordingOf } from '@configurator/core';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

const registry = new PluginRegistry().add(plugin, serverPlugin).freeze().registryFor(demoOrganisation);

describe('organisation 1053 theme', () => {
  it('works in millimetres with the DIN face', () => {
    const theme = themeOf(registry);
    expect(theme.units).toBe('mm');
    expect(theme.fontFamily).toMatch(/^"DIN/);
  });

  it('clamps precision to 0.5..16, scales by 0.08, zooms 1/32..4 and draws its grid', () => {
    const theme = themeOf(registry);
    expect(theme.precision).toEqual({ initial: 1, min: 0.5, max: 16 });
    expect(theme.defaultScale).toBe(0.08);
    expect(theme.zoomBounds).toEqual({ min: 1 / 32, max: 4 });
    // Canvas text scale factor 15 (catalogue §9); others keep the default 0.75.
    expect(theme.canvasTextScale).toBe(15);
    expect(theme.grid).toEqual({ cell: 50, stroke: 0.25, opacity: 0.2 });
  });

  it("keeps the default 'Order' wording", () => {
    expect(wordingOf(registry).order).toBe('Order');
  });

  it('numbers every demo record from 10000', () => {
    const catalogue = catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id);
    const ids = Object.values(catalogue).flatMap((records: { id: number }[]) => records.map((r) => r.id));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id >= 10_000 && id < 20_000)).toBe(true);
  });
});
