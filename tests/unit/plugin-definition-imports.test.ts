/**
 * Issue 37 item 4: a plugin's definition (src/index.ts) is loaded on every page of an organisation
 * enabling it, home included, so it must not reach the code only the order's pages use. The keypads
 * definitions, and the organisations' that reuse keypads code, reach the engraving and size-rule code
 * only through dynamic imports (contributeLazily, lazyProductRendererPoint), never statically.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Static imports and re-exports that load code (not `import type`, not `import()`). */
const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?'([^']+)'/gm;

/** A workspace package's module ('@configurator/plugin-keypads/rules') as a file, from its manifest's exports. */
function packageFile(specifier: string): string | undefined {
  const match = /^(@configurator\/[^/]+)(\/.+)?$/.exec(specifier);
  if (!match) return undefined;
  const dir = join(root, 'node_modules', match[1]!);
  const exports = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, string> }).exports ?? {};
  const target = exports[`.${match[2] ?? ''}`];
  return target && typeof target === 'string' ? resolve(dir, target) : undefined;
}

/** Every file the module loads before it runs, itself included (core and outside packages excluded: they are shared by every page). */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const next = specifier!.startsWith('.') ? resolve(dirname(file), specifier!) : specifier === '@configurator/core' ? undefined : packageFile(specifier!);
      if (next) visit(next);
    }
  };
  visit(join(root, entry));
  return [...seen].map((file) => relative(root, file)).sort();
}

/** What a definition may load of the keypads plugin: its definition, renderer keys and settings schema. */
const keypadsDefinition = ['plugins/keypads/src/index.ts', 'plugins/keypads/src/renderer-keys.ts', 'plugins/keypads/src/settings.ts'];

describe('plugin definitions load no order-page code', () => {
  it.each(['plugins/keypads/src/index.ts', 'orgs/org-850/src/index.ts', 'orgs/org-1392/src/index.ts'])('%s', (entry) => {
    const keypadsCode = staticClosure(entry).filter((file) => file.startsWith('plugins/keypads/'));
    expect(keypadsCode.filter((file) => !keypadsDefinition.includes(file))).toEqual([]);
  });

  it('sees static imports (the check is not vacuous)', () => {
    expect(staticClosure('plugins/keypads/src/order-page.ts')).toContain('plugins/keypads/src/symbols/symbol-01.ts');
  });
});
