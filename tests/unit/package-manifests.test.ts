/** Issue 16 item 4: every workspace package's manifest exports only files that exist. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

/** Every workspace folder (a pattern such as plugins/* names each folder under it). */
const folders = workspaces
  .flatMap((pattern) => (pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern]))
  .filter((dir) => existsSync(join(root, dir, 'package.json')));

/** The file targets of an exports map (conditions flattened). */
const targetsOf = (exports: unknown): string[] =>
  typeof exports === 'string' ? [exports] : exports && typeof exports === 'object' ? Object.values(exports).flatMap(targetsOf) : [];

/** A target exists: a file, or for a ./src/*.ts pattern at least one file it matches. */
function exists(dir: string, target: string): boolean {
  if (!target.includes('*')) return existsSync(join(root, dir, target));
  const [before, after] = target.split('*') as [string, string];
  const folder = join(root, dir, dirname(before + 'x'));
  return existsSync(folder) && readdirSync(folder, { recursive: true }).some((name) => String(name).endsWith(after));
}

describe('package manifests', () => {
  it.each(folders)('%s exports only files that exist', (dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as { exports?: unknown; main?: string };
    const targets = [...targetsOf(manifest.exports), ...(manifest.main ? [manifest.main] : [])];
    expect(targets.filter((target) => !exists(dir, target))).toEqual([]);
  });
});

describe('@configurator/core', () => {
  // Its public surface: the index, demo-data record builders, test builders, and what the document
  // hands the app (document-boot: the web's entry reads it before the rest of core is evaluated).
  // Anything else is reached through the index, so a deep import fails the type check (package
  // exports are enforced).
  it('exports only its intended entry points, no wildcard', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'core/package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(Object.keys(manifest.exports)).toEqual(['.', './demo-records', './document-boot', './testing']);
  });
});
