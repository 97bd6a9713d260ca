/** Finds the installed plugin packages: workspace folders under plugins/ and orgs/ with a configurator manifest. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InstalledPackage {
  id: string;
  kind: 'plugin' | 'org';
  /** Folder relative to the repository root, e.g. 'orgs/org-850'. */
  dir: string;
  entries: { shared: boolean; server: boolean; web: boolean };
}

export function findInstalledPackages(root: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  for (const parent of ['plugins', 'orgs']) {
    const parentDir = join(root, parent);
    if (!existsSync(parentDir)) continue;
    for (const name of readdirSync(parentDir).sort()) {
      const manifestPath = join(parentDir, name, 'package.json');
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { configurator?: { kind: 'plugin' | 'org'; id: string } };
      if (!manifest.configurator) continue;
      const dir = `${parent}/${name}`;
      found.push({
        id: manifest.configurator.id,
        kind: manifest.configurator.kind,
        dir,
        entries: {
          shared: existsSync(join(root, dir, 'src/index.ts')),
          server: existsSync(join(root, dir, 'src/server.ts')),
          web: existsSync(join(root, dir, 'src/web.tsx')),
        },
      });
    }
  }
  return found;
}
