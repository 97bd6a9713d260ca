import { describe, expect, it } from 'vitest';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { homeLayoutOf, PluginRegistry, themeOf, wordingOf } from '@configurator/core';
import { plugin as usSalesTax } from '@configurator/plugin-us-sales-tax';
import { plugin as murals } from '@configurator/plugin-murals';
import { plugin } from './index.ts';
import { demoOrganisation, serverPlugin } from './server.ts';
import { MURAL_FALLBACK_OPTION_ID, PROPERTY } from './constants.ts';

const registry = new PluginRegistry().add(usSalesTax, murals, plugin, serverPlugin).freeze().registryFor(demoOrganisation);

describe('organisation 1798 wording and theme', () => {
  it("says 'Project', also as the orders title column", () => {
    const wording = wordingOf(registry);
    expect(wording.order).toBe('Project');
    expect(wording.ordersTitleColumn).toBe('Project');
  });

  it('uses Helvetica Neue and a 1006 x 564 canvas at scale 1, as an architectural organisation', () => {
    const theme = themeOf(registry);
    expect(theme.fontFamily).toMatch(/^"Helvetica Neue"/);
    // Drawing scale 1, and 2 in a custom view (issue 19 item 24); the plan view is this organisation's (item 23).
    expect(theme.canvas).toEqual({ width: 1006, height: 564, scale: 1, customViewScale: 2 });
    expect(theme.hasPlanView).toBe(true);
    expect(theme.isArchitectural).toBe(true);
    expect(homeLayoutOf(registry)).toBeUndefined();
  });

  it('numbers every demo record from 20000, but for the spec fallback mural option (990)', () => {
    const catalogue = catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id);
    const ids = Object.values(catalogue).flatMap((records: { id: number }[]) => records.map((r) => r.id));
    expect(ids.filter((id) => id === MURAL_FALLBACK_OPTION_ID)).toHaveLength(1);
    expect(ids.filter((id) => id !== MURAL_FALLBACK_OPTION_ID).every((id) => id >= 20_000 && id < 30_000)).toBe(true);
  });

  it('has the default and fallback mural option 990 in its pattern list, a plain fill', () => {
    const plain = demoOrganisation.catalogue.productOptions?.find((o) => o.id === MURAL_FALLBACK_OPTION_ID);
    expect(plain).toMatchObject({ productPropertyId: PROPERTY.pattern, title: 'Plain', archived: 0 });
    expect(plain!.data).toMatchObject({ pattern: 'plain', fill: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  });
});
