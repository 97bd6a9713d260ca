// Lint, and the dependency direction of the architecture: core imports no package of ours;
// plugins import only core; orgs import core and plugins; nothing imports server or web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const ours = (names) => names.map((name) => ({ group: [name, `${name}/*`], message: `dependency direction: this package may not import ${name}` }));
const relativeInto = (dirs) => dirs.map((dir) => ({ group: [`**/${dir}/src/**`, `**/${dir}/src`], message: `dependency direction: do not reach into ${dir}` }));

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
    files: ['core/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours(['@configurator/server', '@configurator/web', '@configurator/plugin-*', '@configurator/org-*', '@configurator/tests']), ...relativeInto(['server', 'web', 'plugins', 'orgs'])] }],
    },
  },
  {
    files: ['plugins/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours(['@configurator/server', '@configurator/web', '@configurator/org-*', '@configurator/tests']), ...relativeInto(['server', 'web', 'orgs'])] }],
    },
  },
  {
    files: ['orgs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...ours(['@configurator/server', '@configurator/web', '@configurator/tests']), ...relativeInto(['server', 'web'])] }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ours(['@configurator/web', '@configurator/tests']), ...relativeInto(['web'])] }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ours(['@configurator/server', '@configurator/tests']), ...relativeInto(['server'])] }] },
  },
);
