/**
 * Whether the built web app (web/dist) is older than its sources. The build is stamped with a hash of
 * everything that goes into it (web/, core/, plugins/, orgs/ and the lock file); `npm start` builds
 * only when the stamp is missing or differs, so a start with nothing changed skips the ~2 s build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/** The folders and files whose content the web build depends on, relative to the repository root. */
export const WEB_BUILD_INPUTS = ['web', 'core', 'plugins', 'orgs', 'package-lock.json'] as const;
/** Never inputs: installed packages (the lock file stands for them), build output, data. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'data', 'test-results']);
/** Where the stamp is kept, inside the build output (a new build empties the folder, removing it). */
export const STAMP_FILE = '.source-hash';

function filesUnder(root: string, path: string, out: string[]): void {
  const full = join(root, path);
  if (!existsSync(full)) return;
  const entries = readdirSync(full, { withFileTypes: true });
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) filesUnder(root, child, out);
    } else if (entry.isFile()) out.push(child);
  }
}

/** One hash over every input file's path and content, in a stable order. */
export function webSourceHash(root: string, inputs: readonly string[] = WEB_BUILD_INPUTS): string {
  const files: string[] = [];
  for (const input of inputs) {
    const full = join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) filesUnder(root, input, files);
    else files.push(input);
  }
  const hash = createHash('sha256');
  for (const file of files.map((f) => f.split(sep).join('/')).sort()) {
    hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export type BuildDecision = { build: false } | { build: true; reason: string };

/** Build when there is no built app, no stamp, or the sources' hash differs from the stamp. */
export function decideWebBuild(webDist: string, currentHash: string): BuildDecision {
  if (!existsSync(join(webDist, 'index.html'))) return { build: true, reason: 'the web app is not built' };
  const stampPath = join(webDist, STAMP_FILE);
  if (!existsSync(stampPath)) return { build: true, reason: 'the build has no source stamp' };
  if (readFileSync(stampPath, 'utf8').trim() !== currentHash) return { build: true, reason: 'its sources changed since the last build' };
  return { build: false };
}

export function writeStamp(webDist: string, hash: string): void {
  writeFileSync(join(webDist, STAMP_FILE), `${hash}\n`);
}
