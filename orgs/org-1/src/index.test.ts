import { describe, expect, it } from 'vitest';
import { orderStaffFeaturesPoint, PluginRegistry } from '@configurator/core';
import { plugin } from './index.ts';

describe('organisation 1', () => {
  it("turns on the orders list's cost update (spec orders §2), and only for an organisation that enables it", () => {
    const installed = new PluginRegistry().add(plugin).freeze();
    expect(installed.registryFor({ id: 1, enabledPlugins: [{ id: 'org-1', settings: {} }] }).single(orderStaffFeaturesPoint)?.costUpdate).toBe(true);
    expect(installed.registryFor({ id: 3, enabledPlugins: [] }).single(orderStaffFeaturesPoint)?.costUpdate).toBeUndefined();
  });
});
