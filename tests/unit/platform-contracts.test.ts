/**
 * Contracts of the platform's open edges (issue 35), over every installed plugin and the test
 * harness's fixture plugins: entity types declare migrations from every older data version; plugin
 * moves are named '<their plugin>.<move>' and guards name moves that exist; plugin calls have a
 * unique path whose example body parses, and a permission rule.
 */
import { describe, expect, it } from 'vitest';
import {
  canvasEntityTypesPoint,
  dataMigrationProblems,
  lifecyclePoint,
  moveNames,
  pluginCallsPoint,
  type CanvasEntityType,
  type LifecycleExtension,
  type PluginCall,
  type PluginDefinition,
} from '@configurator/core';
import { fixturePlugins } from '@configurator/test-harness';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const plugins: PluginDefinition[] = [...installedPlugins, ...fixturePlugins];
const contributionsTo = <P>(pointId: string) =>
  plugins.flatMap((plugin) => plugin.contributions.filter((c) => c.point.id === pointId).map((c) => ({ plugin, value: c.value as P })));

describe('entity types', () => {
  const types = contributionsTo<CanvasEntityType>(canvasEntityTypesPoint.id);
  it('are contributed (murals, the fixture kit)', () => expect(types.length).toBeGreaterThan(6));
  it.each(types.map((t) => [t.value.type, t.value] as const))('%s has a migration from every older data version', (_type, type) => {
    expect(dataMigrationProblems(type)).toEqual([]);
  });
});

describe('lifecycle extensions', () => {
  const extensions = contributionsTo<LifecycleExtension>(lifecyclePoint.id);
  const pluginMoves = extensions.flatMap(({ plugin, value }) => (value.moves ?? []).map((m) => ({ plugin, move: m.row.move })));
  it('name their moves after their plugin', () => {
    expect(pluginMoves.filter(({ plugin, move }) => !move.startsWith(`${plugin.id}.`))).toEqual([]);
  });
  it('guard moves that exist', () => {
    const known = new Set<string>([...moveNames, ...pluginMoves.map((m) => m.move)]);
    expect(extensions.flatMap(({ value }) => (value.guards ?? []).flatMap((g) => g.moves)).filter((m) => !known.has(m))).toEqual([]);
  });
});

describe('plugin calls', () => {
  const calls = contributionsTo<PluginCall>(pluginCallsPoint.id);
  it('have unique paths', () => {
    const paths = calls.map((c) => c.value.call.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it.each(calls.map((c) => [c.value.call.path, c.value] as const))('%s: its example parses and it has a permission rule', (_path, call) => {
    expect(call.call.request.safeParse(call.example({ orgId: 1, orderId: 2, userId: 3 })).success).toBe(true);
    expect(['owner', 'employee', 'member-of-organisation']).toContain(call.permission);
  });
});
