// Lint, and the dependency direction of the architecture (lint/dependency-direction.js): core imports
// no package of ours; plugins import core (and plugins); orgs import core and plugins; server and web
// import core, and reach plugins and organisations only through the generated composition roots
// (orgs/installed-plugins*.generated.ts); nothing imports server or web. Checked by package name and
// by relative path alike. Inside web/src, features import only the features lint/web-feature-zones.js
// allows them (an acyclic table), and lower modules (api, ui, drawing, order-state, session) import no feature.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { dependencyDirection } from './lint/dependency-direction.js';
import { webFeatureZones } from './lint/web-feature-zones.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // React's rules of hooks, and effect dependencies that match what the effect reads: the web app and
    // every component a plugin or organisation contributes (test code may name a helper use…).
    files: ['web/**/*.{ts,tsx}', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { architecture: { rules: { 'dependency-direction': dependencyDirection, 'web-feature-zones': webFeatureZones } } },
    rules: { 'architecture/dependency-direction': 'error', 'architecture/web-feature-zones': 'error' },
  },
  {
    // konva is reached only through web/src/drawing/konva-nodes.ts: its core and the node types drawn,
    // not the whole library with every shape and filter (issue 37, order-page bytes). Types may come from 'konva'.
    files: ['**/*.{ts,tsx}'],
    ignores: ['web/src/drawing/konva-nodes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-konva', message: 'Import the canvas nodes from web/src/drawing/konva-nodes.ts (konva core and the node types drawn).' },
            { name: 'konva', message: 'Import the canvas nodes from web/src/drawing/konva-nodes.ts; only types may come from konva.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
