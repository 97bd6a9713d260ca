import { describe, expect, it } from 'vitest';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { homeLayoutOf, PluginRegistry, themeOf } from '@configurator/core';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';

const registry = new PluginRegistry().add(plugin, serverPlugin).freeze().registryFor(demoOrganisation);

describe('organisation 1450', () => {
  it('lays out doors and fronts, flooring, stocked items and resources', () => {
    expect(homeLayoutOf(registry)!.sections.map((s) => s.title)).toEqual(['Doors & Fronts', 'Flooring', 'Stocked Items', 'Resources']);
    expect(themeOf(registry).units).toBe('in');
  });

  it('numbers every demo record from 40000', () => {
    const catalogue = catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id);
    const ids = Object.values(catalogue).flatMap((records: { id: number }[]) => records.map((r) => r.id));
    expect(ids.every((id) => id >= 40_000 && id < 50_000)).toBe(true);
  });
});
