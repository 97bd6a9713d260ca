// The dependency direction of the architecture, as one ESLint rule: every import (static, dynamic,
// re-export), by package name or by relative path, is resolved to the area it lands in and checked
// against the table below. core <- plugins <- orgs; server and web reach plugins and organisations
// only through their generated composition roots (orgs/installed-plugins*.generated.ts).
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** What each area may import (besides itself and outside packages). */
export const allowedTargets = {
  core: [],
  plugins: ['core', 'plugins'],
  orgs: ['core', 'plugins', 'orgs', 'composition-root'],
  server: ['core', 'composition-root'],
  web: ['core', 'composition-root'],
  // The test harness boots the real server with the installed plugins, for tests only.
  'test-harness': ['core', 'server', 'composition-root'],
  // Tests and scripts drive the whole platform.
  tests: ['core', 'plugins', 'orgs', 'server', 'web', 'scripts', 'test-harness', 'composition-root'],
  scripts: ['core', 'plugins', 'orgs', 'server', 'web', 'tests', 'test-harness', 'composition-root'],
};

/**
 * Test files only: server and web tests may use a plugin's public index and its testing fixtures (a
 * real renderer to draw with) and the shared test support under tests/; organisation packages' tests
 * boot their organisation with @configurator/test-harness, never through tests/. The code under test
 * still follows the table above.
 */
const testFilesMayUse = { server: ['plugins', 'tests', 'test-harness'], web: ['plugins', 'tests'], orgs: ['test-harness'] };

const packageAreas = [
  [/^@configurator\/core(\/|$)/, 'core'],
  [/^@configurator\/plugin-[^/]+(\/|$)/, 'plugins'],
  [/^@configurator\/org-[^/]+(\/|$)/, 'orgs'],
  [/^@configurator\/server(\/|$)/, 'server'],
  [/^@configurator\/web(\/|$)/, 'web'],
  [/^@configurator\/tests(\/|$)/, 'tests'],
  [/^@configurator\/test-harness(\/|$)/, 'test-harness'],
];

const compositionRoot = /^orgs\/installed-plugins(\.[a-z]+)?\.generated\.ts$/;

/** The area of a file inside the repository (by its path from the root), undefined outside the areas. */
export function areaOfPath(pathFromRoot) {
  if (compositionRoot.test(pathFromRoot)) return 'composition-root';
  const first = pathFromRoot.split('/')[0];
  return first in allowedTargets ? first : undefined;
}

/** The area an import lands in, undefined for outside packages. */
export function areaOfImport(source, importerPath) {
  for (const [pattern, area] of packageAreas) if (pattern.test(source)) return area;
  if (!source.startsWith('.')) return undefined;
  const target = relative(root, resolve(dirname(importerPath), source))
    .split(sep)
    .join('/');
  return target.startsWith('..') ? undefined : areaOfPath(target);
}

export function isAllowed(fromArea, toArea, isTestFile) {
  if (!fromArea || !toArea || fromArea === toArea) return true;
  if (fromArea === 'composition-root') return true;
  if (isTestFile && testFilesMayUse[fromArea]?.includes(toArea)) return true;
  return allowedTargets[fromArea].includes(toArea);
}

const describeArea = (area) => (area === 'composition-root' ? 'the composition root' : area);

export const dependencyDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'core <- plugins <- orgs; server and web reach plugins only through orgs/installed-plugins*.generated.ts' },
    schema: [],
    messages: { wrongWay: 'dependency direction: {{from}} may not import {{to}} ({{source}}); {{hint}}' },
  },
  create(context) {
    const importer = context.filename;
    const fromArea = areaOfPath(relative(root, importer).split(sep).join('/'));
    const isTestFile = /\.test\.tsx?$/.test(importer);
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const toArea = areaOfImport(node.value, importer);
      if (isAllowed(fromArea, toArea, isTestFile)) return;
      const hint =
        (fromArea === 'server' || fromArea === 'web') && (toArea === 'plugins' || toArea === 'orgs')
          ? 'reach plugins through the generated composition root (orgs/installed-plugins*.generated.ts) and the registry'
          : `${fromArea} may import only ${allowedTargets[fromArea].map(describeArea).join(', ') || 'outside packages'}`;
      context.report({ node, messageId: 'wrongWay', data: { from: fromArea, to: describeArea(toArea), source: node.value, hint } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
