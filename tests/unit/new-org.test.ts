/**
 * npm run new:org scaffolds a package that works as generated: it is found as an installed plugin,
 * registers, resolves for its demo organisation, welcomes with its title and orders valid items.
 * Scaffolded into a throwaway root under .tmp/ (ignored by git), inside the repository so the
 * package resolves @configurator/core like a real one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  evaluateItem,
  fillTemplate,
  indexCatalogue,
  PluginRegistry,
  rendererKeyOf,
  themeOf,
  wordingOf,
  type DemoOrganisation,
  type PluginDefinition,
} from '@configurator/core';
import { catalogueWithOrgId } from '@configurator/core/demo-records';
import { NewOrgError, parseNewOrgArgs, scaffoldOrganisation } from '../../scripts/new-org.ts';
import { findInstalledPackages } from '../../scripts/installed-plugins.ts';
import { installedPlugins } from '../../orgs/installed-plugins.generated.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
const root = mkdtempSync(join(repoRoot, '.tmp', 'new-org-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('new:org arguments', () => {
  it('takes an id and a title', () => {
    expect(parseNewOrgArgs(['2001', 'Acme'])).toEqual({ id: 2001, title: 'Acme', install: true });
    expect(parseNewOrgArgs(['2001', 'Acme', 'Doors', '--no-install'])).toEqual({ id: 2001, title: 'Acme Doors', install: false });
  });

  it('refuses an id that is not a whole number, or no title, saying how to call it', () => {
    expect(() => parseNewOrgArgs(['acme', 'Acme'])).toThrow("The organisation id must be a whole number from 100 to 2000000, got 'acme'.");
    expect(() => parseNewOrgArgs(['12', 'Acme'])).toThrow("got '12'"); // its records (12000+) would meet organisation 1053's
    expect(() => parseNewOrgArgs(['20.5', 'Acme'])).toThrow(NewOrgError);
    expect(() => parseNewOrgArgs([])).toThrow('got nothing');
    expect(() => parseNewOrgArgs(['2001'])).toThrow('The organisation needs a title. Usage: npm run new:org -- <id> "<title>"');
  });
});

describe('new:org scaffold', () => {
  const dir = scaffoldOrganisation(root, { id: 2001, title: 'Acme' });

  it('writes a package with a configurator manifest that is found as installed', () => {
    expect(dir).toBe('orgs/org-2001');
    expect(JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))).toMatchObject({
      name: '@configurator/org-2001',
      configurator: { kind: 'org', id: 'org-2001' },
    });
    expect(readFileSync(join(root, dir, 'README.md'), 'utf8')).toContain('Organisation 2001 (Acme)');
    expect(findInstalledPackages(root)).toEqual([{ id: 'org-2001', kind: 'org', dir, entries: { shared: true, server: true, web: false } }]);
  });

  it('refuses an id that already has a package', () => {
    expect(() => scaffoldOrganisation(root, { id: 2001, title: 'Again' })).toThrow(
      'orgs/org-2001 already exists: organisation 2001 has a package. Choose another id.',
    );
    expect(() => scaffoldOrganisation(repoRoot, { id: 850, title: 'Again' })).toThrow('orgs/org-850 already exists');
  });

  it('registers beside every installed plugin and welcomes with its title', async () => {
    const { plugin } = (await import(join(root, dir, 'src/index.ts'))) as { plugin: PluginDefinition };
    const { serverPlugin, demoOrganisation } = (await import(join(root, dir, 'src/server.ts'))) as {
      serverPlugin: PluginDefinition;
      demoOrganisation: DemoOrganisation;
    };
    const registry = new PluginRegistry()
      .add(...installedPlugins, plugin, serverPlugin)
      .freeze()
      .registryFor(demoOrganisation);
    expect(fillTemplate(wordingOf(registry).homeTitle, { orgTitle: demoOrganisation.title })).toBe('Welcome to the Acme Configurator');
    expect(decodeURIComponent(themeOf(registry).logoUrl!)).toContain('>Acme</text>');

    expect(demoOrganisation.users.map((u) => [u.email, u.role, u.password])).toEqual([
      ['owner@org2001.demo', 'owner', 'demo1234'],
      ['member@org2001.demo', 'member', 'demo1234'],
      ['guest@org2001.demo', 'guest', 'demo1234'],
    ]);
    const catalogue = indexCatalogue(catalogueWithOrgId(demoOrganisation.catalogue, demoOrganisation.id));
    for (const productId of catalogue.productsById.keys()) {
      expect(productId).toBeGreaterThan(2_001_000);
      expect(rendererKeyOf(catalogue.productsById.get(productId)!)).toBeUndefined(); // drawn as the default card
    }
    expect(demoOrganisation.orders).toHaveLength(1);
    for (const item of demoOrganisation.orders[0]!.items) {
      const evaluation = evaluateItem({
        index: catalogue,
        product: catalogue.productsById.get(item.productId)!,
        properties: item.properties ?? {},
        role: 'owner',
        orgId: demoOrganisation.id,
        registry,
      });
      expect(evaluation.isValid).toBe(true);
    }
  });
});
