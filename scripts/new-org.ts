/**
 * npm run new:org -- <id> "<title>" [--no-install]
 * Scaffolds orgs/org-<id> (manifest, wording and theme with its title, a demo organisation with
 * owner/member/guest users and a small catalogue numbered from id x 1000, a README line, a test),
 * regenerates the lists of installed plugins, then runs `npm install` so the new workspace is linked
 * and recorded in package-lock.json (skip with --no-install). Refuses an id that is not a whole
 * number from 100 up or that an installed package already uses.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePluginLists } from './generate-plugin-list.ts';
import { findInstalledPackages } from './installed-plugins.ts';
import { packageFiles } from './new-org/templates.ts';

export class NewOrgError extends Error {}

const USAGE = 'Usage: npm run new:org -- <id> "<title>"   e.g. npm run new:org -- 2001 "Acme"';
/**
 * Record ids are id x 1000 + n: they must stay within PostgreSQL's integer, and from id 100 up they
 * stay clear of the records of the packages shipped (under 10000 for organisation 850, 10000 to 49999
 * for the others) and of the generic demo organisation (id 1, records from 50000).
 */
const MIN_ID = 100;
const MAX_ID = 2_000_000;

export function parseNewOrgArgs(args: string[]): { id: number; title: string; install: boolean } {
  const install = !args.includes('--no-install');
  const [rawId, ...titleWords] = args.filter((a) => a !== '--no-install');
  if (!rawId || !/^\d+$/.test(rawId) || Number(rawId) < MIN_ID || Number(rawId) > MAX_ID) {
    throw new NewOrgError(
      `The organisation id must be a whole number from ${MIN_ID} to ${MAX_ID}, got ${rawId === undefined ? 'nothing' : `'${rawId}'`}. ${USAGE}`,
    );
  }
  const title = titleWords.join(' ').trim();
  if (!title) throw new NewOrgError(`The organisation needs a title. ${USAGE}`);
  return { id: Number(rawId), title, install };
}

/** Writes the package under root/orgs/org-<id>; returns its folder relative to root. */
export function scaffoldOrganisation(root: string, org: { id: number; title: string }): string {
  const dir = `orgs/org-${org.id}`;
  if (existsSync(join(root, dir))) throw new NewOrgError(`${dir} already exists: organisation ${org.id} has a package. Choose another id.`);
  const taken = findInstalledPackages(root).find((p) => p.id === `org-${org.id}`);
  if (taken) throw new NewOrgError(`Plugin id 'org-${org.id}' is already used by ${taken.dir}. Choose another id.`);
  for (const [path, content] of Object.entries(packageFiles(org))) {
    const file = join(root, dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { id, title, install } = parseNewOrgArgs(process.argv.slice(2));
  const dir = scaffoldOrganisation(root, { id, title });
  generatePluginLists();
  console.log(`Created ${dir} for "${title}" and added it to the installed plugin lists in orgs/.`);
  if (install) {
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new NewOrgError('npm install failed; run it yourself to link the new package and record it in package-lock.json.');
  } else {
    console.log('Run `npm install` to link the package and record it in package-lock.json before committing.');
  }
  console.log(`Start the server on an empty database and sign in as owner@org${id}.demo (password demo1234).`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    main();
  } catch (error) {
    if (!(error instanceof NewOrgError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
