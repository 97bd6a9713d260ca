/**
 * Issue 16 item 4: the dependency rule holds in every direction, by package name and by relative
 * path. Wrong imports are planted in a file of each area (linted as text with the project's own ESLint
 * config, nothing written) and must be refused; the allowed ones must pass.
 */
import { describe, expect, it } from 'vitest';
import { plantedImportFindings } from './support/planted-import.ts';

const findings = plantedImportFindings('architecture/dependency-direction');

const wrong: [from: string, file: string, byName: string, byPath: string][] = [
  ['core imports a plugin', 'core/src/rules/planted.ts', '@configurator/plugin-keypads', '../../../plugins/keypads/src/index.ts'],
  ['core imports an organisation', 'core/src/rules/planted.ts', '@configurator/org-850', '../../../orgs/org-850/src/index.ts'],
  ['core imports the server', 'core/src/rules/planted.ts', '@configurator/server/app', '../../../server/src/app.ts'],
  ['core imports the web app', 'core/src/rules/planted.ts', '@configurator/web', '../../../web/src/main.tsx'],
  ['a plugin imports an organisation', 'plugins/keypads/src/planted.ts', '@configurator/org-850', '../../../orgs/org-850/src/index.ts'],
  ['a plugin imports the server', 'plugins/keypads/src/planted.ts', '@configurator/server/app', '../../../server/src/app.ts'],
  ['a plugin imports the web app', 'plugins/keypads/src/planted.ts', '@configurator/web', '../../../web/src/main.tsx'],
  ['an organisation imports the server', 'orgs/org-850/src/planted.ts', '@configurator/server/app', '../../../server/src/app.ts'],
  ['the server imports an organisation', 'server/src/services/planted.ts', '@configurator/org-850', '../../../orgs/org-850/src/index.ts'],
  ['the server imports a plugin', 'server/src/services/planted.ts', '@configurator/plugin-keypads', '../../../plugins/keypads/src/index.ts'],
  ['the server imports the web app', 'server/src/services/planted.ts', '@configurator/web', '../../../web/src/main.tsx'],
  ['the web app imports an organisation', 'web/src/features/planted.ts', '@configurator/org-850', '../../../orgs/org-850/src/index.ts'],
  ['the web app imports a plugin', 'web/src/features/planted.ts', '@configurator/plugin-keypads', '../../../plugins/keypads/src/index.ts'],
  ['the web app imports the server', 'web/src/features/planted.ts', '@configurator/server/app', '../../../server/src/app.ts'],
  [
    'an organisation imports the test harness outside its tests',
    'orgs/org-850/src/planted.ts',
    '@configurator/test-harness',
    '../../../test-harness/src/index.ts',
  ],
  ["an organisation's test reaches into tests/", 'orgs/org-850/src/planted.test.ts', '@configurator/tests', '../../../tests/integration/support/fixtures.ts'],
  ['the test harness imports a plugin', 'test-harness/src/planted.ts', '@configurator/plugin-keypads', '../../plugins/keypads/src/index.ts'],
];

describe('the dependency direction refuses a wrong import', () => {
  for (const [what, file, byName, byPath] of wrong) {
    it(`${what}, by package name`, async () => {
      expect(await findings(file, byName)).toHaveLength(1);
    });
    it(`${what}, by relative path`, async () => {
      expect(await findings(file, byPath)).toHaveLength(1);
    });
  }
});

describe('the dependency direction lets the right imports through', () => {
  it.each([
    ['a plugin imports core', 'plugins/keypads/src/planted.ts', '@configurator/core'],
    ['an organisation imports a plugin', 'orgs/org-850/src/planted.ts', '@configurator/plugin-keypads'],
    ['an organisation imports a plugin by path', 'orgs/org-850/src/planted.ts', '../../../plugins/keypads/src/index.ts'],
    ['the server imports the composition root', 'server/src/planted.ts', '../../orgs/installed-plugins.generated.ts'],
    ['the web app imports the lazy composition root', 'web/src/features/planted.ts', '../../../orgs/installed-plugins.lazy.generated.ts'],
    ['the server imports its own plugin registries (a folder named plugins inside server)', 'server/src/services/planted.ts', '../plugins/org-registries.ts'],
    ['core imports its own plugin contract', 'core/src/rules/planted.ts', '../plugins/define-plugin.ts'],
    ['a web unit test uses a plugin as a fixture', 'web/src/features/planted.test.ts', '@configurator/plugin-keypads'],
    ["an organisation's test boots it with the test harness", 'orgs/org-850/src/planted.integration.test.ts', '@configurator/test-harness'],
    ['the test harness boots the server with the composition root', 'test-harness/src/planted.ts', '../../orgs/installed-plugins.generated.ts'],
  ])('%s', async (_what, file, source) => {
    expect(await findings(file, source)).toEqual([]);
  });

  it('the message says which way is wrong and what to do', async () => {
    const [message] = await findings('server/src/services/planted.ts', '@configurator/org-850');
    expect(message).toBe(
      'dependency direction: server may not import orgs (@configurator/org-850); reach plugins through the generated composition root (orgs/installed-plugins*.generated.ts) and the registry',
    );
  });
});
