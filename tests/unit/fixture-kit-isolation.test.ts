/**
 * Issue 35 item 6, 'no edit outside the plugin': the fixture kit adds an entity type, a lifecycle
 * guard and move, an effect, a service, a call, a job, a card gateway with its browser form and an
 * order-page panel, and no file of the platform (core, server, web, plugins, organisations, scripts,
 * migrations, docs) names it. In the test harness only its folder and the harness's install lists
 * (fixture-plugins.ts and index.ts for servers, web-plugin-loaders.ts for a test web build) do, and
 * an ordinary web build loads no test plugin.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pluginLoaders as testPluginsOfAnOrdinaryBuild } from '../../web/src/features/session/test-plugin-loaders.ts';

const root = join(import.meta.dirname, '../..');
const platformFolders = ['core', 'server', 'web', 'plugins', 'orgs', 'scripts', 'migrations', 'docs', 'lint'];
const names = ['fixture-kit', 'fixtureMarker', 'FIXTURE_KIT'];
const skipped = new Set(['node_modules', 'dist', '.vite']);

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (skipped.has(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (/\.(ts|tsx|js|json|md|css|html)$/.test(entry)) yield path;
  }
}

const naming = (folder: string) =>
  [...filesUnder(join(root, folder))].filter((file) => names.some((name) => readFileSync(file, 'utf8').includes(name))).map((file) => relative(root, file));

describe('the fixture kit is added without an edit outside its folder', () => {
  it('no file of the platform names it', () => {
    expect(platformFolders.flatMap(naming)).toEqual([]);
  });

  it('in the test harness, only its folder and the install list do', () => {
    expect(
      naming('test-harness')
        .filter((file) => !file.startsWith('test-harness/src/fixture-kit/'))
        .sort(),
    ).toEqual(['test-harness/src/fixture-plugins.ts', 'test-harness/src/index.ts', 'test-harness/src/web-plugin-loaders.ts']);
  });

  it('an ordinary web build has no test plugin (a test build swaps the list in through VITE_TEST_PLUGINS)', () => {
    expect(Object.keys(testPluginsOfAnOrdinaryBuild)).toEqual([]);
  });

  it('can fail: its own folder names it', () => {
    expect(naming('test-harness').some((file) => file.startsWith('test-harness/src/fixture-kit/'))).toBe(true);
  });
});
